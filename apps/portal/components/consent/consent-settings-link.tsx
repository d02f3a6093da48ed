'use client'

import { Link } from '@portal/ui/link'
import type { ReactNode } from 'react'
import { consentOpenEvent } from '@/lib/consent/browser-consent'
import { consentBannerId, consentSettingsLinkId } from '@/lib/consent/consent-element-ids'

/**
 * Footer link that opens the consent banner again. Without JavaScript it jumps to the banner,
 * which CSS shows while it is the `:target`.
 */
export function ConsentSettingsLink({ children }: { children: ReactNode }) {
  return (
    <Link asChild variant="subtle">
      <a
        id={consentSettingsLinkId}
        href={`#${consentBannerId}`}
        onClick={(event) => {
          event.preventDefault()
          window.dispatchEvent(new Event(consentOpenEvent))
        }}
      >
        {children}
      </a>
    </Link>
  )
}
