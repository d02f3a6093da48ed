'use client'

import { Button } from '@portal/ui/button'
import { useFormStatus } from 'react-dom'
import { saveOfferAction } from '@/app/[locale]/[variant]/(per-visitor)/us-offers/actions'
import type { OnPagesTrack } from '@/lib/tracking/pages-event'

type SaveEvent = { type: 'us_offer_save'; offerId: string; saved: boolean }

type SaveOfferButtonProps = {
  offerId: string
  saved: boolean
  /** Read after the visible text, e.g. "Term deposit at Tavmark Bank"; aria-pressed says saved. */
  label: string
  text: { save: string }
  onTrack?: OnPagesTrack<SaveEvent>
}

/**
 * A toggle button (aria-pressed) whose form posts to a server action, so saving works without
 * JavaScript; with JavaScript the page re-renders in place with the new saved state.
 */
export function SaveOfferButton({ offerId, saved, label, text, onTrack }: SaveOfferButtonProps) {
  return (
    <form
      action={saveOfferAction}
      onSubmit={() => onTrack?.({ type: 'us_offer_save', offerId, saved: !saved })}
    >
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="save" value={String(!saved)} />
      <ToggleButton saved={saved} label={label} text={text} />
    </form>
  )
}

function ToggleButton({
  saved,
  label,
  text,
}: Pick<SaveOfferButtonProps, 'saved' | 'label' | 'text'>) {
  const { pending } = useFormStatus()
  return (
    <Button
      type="submit"
      size="sm"
      variant={saved ? 'primary' : 'outline'}
      aria-pressed={saved}
      loading={pending}
      data-testid="save-offer"
    >
      {saved ? <CheckIcon /> : null}
      {text.save}
      <span className="sr-only"> {label}</span>
    </Button>
  )
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 8.5 6.5 12 13 4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
