'use client'

import { optInConsentCategories, serializeConsent } from '@portal/tracking/consent'
import { Button } from '@portal/ui/button'
import {
  ConsentBannerActions,
  ConsentBanner as ConsentBannerShell,
  ConsentBannerTitle,
  ConsentOption,
} from '@portal/ui/consent-banner'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import { type ConsentFormState, saveConsent } from '@/lib/consent/actions'
import { announceConsent, consentOpenEvent } from '@/lib/consent/browser-consent'
import { consentChoiceField } from '@/lib/consent/consent-choice'
import { consentBannerId, consentSettingsLinkId } from '@/lib/consent/consent-element-ids'
import { useBrowserConsent } from '@/lib/consent/use-browser-consent'

/** Id of the banner; the footer link points here so it opens without JavaScript (`:target`). */
const titleId = 'cookie-settings-title'
const mandatory = ['cs', 'legal'] as const

interface ConsentBannerProps {
  /** Whether the visitor already chose: then the banner shows only when opened again. */
  chosen: boolean
}

/**
 * The cookie-consent banner: a non-modal region (no focus trap), first in the document so the
 * keyboard reaches it first; a compact bottom sheet on phones and a slim band above the header on
 * wider screens, so it never covers the page heading. A form
 * posted to a server action so it works without JavaScript. After a save it sends
 * `consent:changed`. Opened again from the footer link it takes focus, and Escape closes it.
 */
export function ConsentBanner({ chosen }: ConsentBannerProps) {
  const t = useTranslations('Consent')
  const consent = useBrowserConsent()
  const [state, formAction, pending] = useActionState<ConsentFormState, FormData>(saveConsent, {
    saved: null,
  })
  const [open, setOpen] = useState(!chosen)
  const [closedByScript, setClosedByScript] = useState(false)
  const reopened = useRef(false)
  const titleRef = useRef<HTMLHeadingElement>(null)

  const close = () => {
    setOpen(false)
    setClosedByScript(true)
    if (reopened.current) document.getElementById(consentSettingsLinkId)?.focus()
    reopened.current = false
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per saved choice
  useEffect(() => {
    if (!state.saved) return
    announceConsent(state.saved)
    close()
  }, [state])

  useEffect(() => {
    const openAgain = () => {
      reopened.current = true
      setClosedByScript(false)
      setOpen(true)
      requestAnimationFrame(() => titleRef.current?.focus())
    }
    window.addEventListener(consentOpenEvent, openAgain)
    return () => window.removeEventListener(consentOpenEvent, openAgain)
  }, [])

  const current = state.saved ?? consent
  return (
    <ConsentBannerShell
      id={consentBannerId}
      labelledBy={titleId}
      data-testid="consent-banner"
      layout="sheet"
      data-open={open ? '' : undefined}
      hidden={!open && closedByScript}
      className={open ? undefined : 'hidden target:block'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && chosen && open) close()
      }}
    >
      <form
        key={serializeConsent(current)}
        action={formAction}
        className="mx-auto grid w-full max-w-6xl gap-x-6 gap-y-2 md:grid-cols-[1fr_auto] md:items-center"
      >
        {/* On phones the title runs into the text and the "change later" hint waits in the
            categories panel: the sheet stays low enough to leave a whole offer card above it. */}
        <div className="md:space-y-1">
          <ConsentBannerTitle
            id={titleId}
            ref={titleRef}
            className="max-md:mr-1 max-md:inline max-md:text-sm"
          >
            {t('title')}
          </ConsentBannerTitle>
          <p className="text-neutral-700 max-md:inline">
            {t('description')}
            <span className="max-md:hidden">{` ${t('changeLater')}`}</span>
          </p>
        </div>
        <ConsentBannerActions className="grid grid-cols-2 gap-2 md:flex md:flex-nowrap">
          <Button type="submit" name={consentChoiceField} value="all" disabled={pending}>
            {t('acceptAll')}
          </Button>
          <Button
            type="submit"
            name={consentChoiceField}
            value="necessary"
            variant="outline"
            disabled={pending}
          >
            {t('onlyNecessary')}
          </Button>
        </ConsentBannerActions>
        <details className="rounded-md md:col-span-2">
          <summary className="inline-flex min-h-8 cursor-pointer md:min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring">
            {t('customise')}
          </summary>
          <p className="mt-1 text-neutral-700 md:hidden">{t('changeLater')}</p>
          <fieldset className="mt-2">
            <legend className="sr-only">{t('categories')}</legend>
            {mandatory.map((category) => (
              <ConsentOption
                key={category}
                id={`consent-${category}`}
                label={t(`category.${category}.label`)}
                description={t(`category.${category}.description`)}
                requiredNote={t('mandatory')}
              />
            ))}
            {optInConsentCategories.map((category) => (
              <ConsentOption
                key={category}
                id={`consent-${category}`}
                name={category}
                defaultChecked={current[category]}
                label={t(`category.${category}.label`)}
                description={t(`category.${category}.description`)}
              />
            ))}
          </fieldset>
          <Button
            type="submit"
            name={consentChoiceField}
            value="selection"
            variant="outline"
            className="mt-2"
            disabled={pending}
          >
            {t('saveSelection')}
          </Button>
        </details>
      </form>
    </ConsentBannerShell>
  )
}
