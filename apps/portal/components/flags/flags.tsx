import type { ReactNode } from 'react'
import type { PortalLocale } from '@/i18n/locales'
import { flagBootstrap } from '@/lib/flags/browser-bootstrap'
import { FlagsProvider } from './flags-provider'

/** Server part of the browser flags: evaluates this request's profile and bootstraps the SDK. */
export async function Flags({ locale, children }: { locale: PortalLocale; children: ReactNode }) {
  return <FlagsProvider flags={await flagBootstrap(locale)}>{children}</FlagsProvider>
}
