import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PortalDocument } from '@/components/shell/portal-document'
import { isPortalLocale, portalLocales } from '@/i18n/locales'
import { siteMetadata } from '@/lib/config/site-metadata'
import { readConsent } from '@/lib/consent/read-consent'
import { getNonce, getRegion, localisedPath } from '@/lib/routing/get-region'
import { getLoginState } from '@/lib/session/get-session'
import '../globals.css'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return portalLocales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  return siteMetadata((await params).locale)
}

/**
 * The document for this request's visitor. Reading the session cookie renders every page per
 * request, with the CSP nonce; a first visit to the offers pages is served from app/cached.
 */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const visitor = {
    loginState: await getLoginState(),
    consent: await readConsent(),
    basePath: await localisedPath(''),
    region: await getRegion(),
    nonce: await getNonce(),
  }
  return (
    <PortalDocument locale={locale} visitor={visitor}>
      {children}
    </PortalDocument>
  )
}
