'use client'

import { Button } from '@portal/ui/button'
import { Input } from '@portal/ui/field'
import { useId, useState } from 'react'
import type { OnPagesTrack } from '@/lib/tracking/pages-event'

type CopyEvent = { type: 'referral_link_copy'; outcome: 'copied' | 'failed' }

type ReferralLinkProps = {
  /** The customer's personal link; null when it could not be loaded. */
  link: string | null
  text: {
    label: string
    hint: string
    copy: string
    copied: string
    failed: string
    unavailable: string
  }
  onTrack?: OnPagesTrack<CopyEvent>
}

/**
 * The referral link in a read-only input (selectable without JavaScript) and a button that
 * copies it with the Clipboard API and announces the outcome in a polite live region.
 */
export function ReferralLink({ link, text, onTrack }: ReferralLinkProps) {
  const id = useId()
  const [status, setStatus] = useState<'idle' | CopyEvent['outcome']>('idle')

  async function copy() {
    if (link === null) return
    try {
      await navigator.clipboard.writeText(link)
      setStatus('copied')
      onTrack?.({ type: 'referral_link_copy', outcome: 'copied' })
    } catch {
      setStatus('failed')
      onTrack?.({ type: 'referral_link_copy', outcome: 'failed' })
    }
  }

  if (link === null) {
    return (
      <p className="text-sm" data-testid="referral-link-unavailable">
        {text.unavailable}
      </p>
    )
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {text.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-80"
          data-testid="referral-link"
        />
        <Button type="button" onClick={copy} data-testid="copy-referral-link">
          {text.copy}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {text.hint}
      </p>
      <p aria-live="polite" className="min-h-6 text-sm font-medium" data-testid="copy-status">
        {status === 'copied' ? text.copied : status === 'failed' ? text.failed : ''}
      </p>
    </div>
  )
}
