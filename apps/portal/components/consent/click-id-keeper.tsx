'use client'

import { keepClickId } from '@portal/tracking/click-id-effects'
import { clickCookieAllowed } from '@portal/tracking/consent-gates'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { browserConsent } from '@/lib/consent/browser-consent'
import { storeClickId } from '@/lib/consent/click-id-actions'

/**
 * Keeps `irclickid` from the address of any page (spec section 4): with click-cookie consent as
 * the `irclickid` cookie for 30 days, without it sent to POST /store through a server action.
 */
export function ClickIdKeeper({ production }: { production: boolean }) {
  const pathname = usePathname()
  const handled = useRef<string | null>(null)
  useEffect(() => {
    const url = `${pathname}${window.location.search}`
    if (handled.current === url) return
    handled.current = url
    void keepClickId(
      { url: window.location.href, consented: clickCookieAllowed(browserConsent()), production },
      {
        writeCookie: (cookie) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the tracking package builds the cookie
          document.cookie = cookie
        },
        storeClickId: (body) => storeClickId(body.irclickid),
      },
    )
  }, [pathname, production])
  return null
}
