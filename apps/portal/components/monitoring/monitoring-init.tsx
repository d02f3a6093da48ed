'use client'

import { useEffect } from 'react'
import { browserConsent, onConsentChanged } from '@/lib/consent/browser-consent'
import { monitoringAllowedByConsent } from '@/lib/monitoring/monitoring-consent'
import type { BrowserMonitoringSettings } from '@/lib/monitoring/monitoring-settings'

/**
 * Starts real-user monitoring once in the browser. The SDK is imported here only, so pages
 * without monitoring (every non-production run) never load it. Consent is re-evaluated on every
 * `consent:changed` event.
 */
export function MonitoringInit({ settings }: { settings: BrowserMonitoringSettings }) {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void import('@portal/tracking/monitoring').then(({ initMonitoring }) => {
      if (cancelled) return
      const monitoring = initMonitoring({
        ...settings,
        hostname: window.location.hostname,
        consentManagerEnabled: monitoringAllowedByConsent(browserConsent()),
      })
      unsubscribe = monitoring?.subscribeToConsent((listener) =>
        onConsentChanged((consent) =>
          listener({ consentManagerEnabled: monitoringAllowedByConsent(consent) }),
        ),
      )
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [settings])
  return null
}
