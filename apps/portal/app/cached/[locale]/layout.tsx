import { localeInfos } from '@portal/domain/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PortalDocument } from '@/components/shell/portal-document'
import { isPortalLocale } from '@/i18n/locales'
import { siteMetadata } from '@/lib/config/site-metadata'
import { firstVisitConsent } from '@/lib/consent/read-consent'
import '../../globals.css'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

// Rendered once per locale and page, then served from the cache and regenerated in the background
// after the data's own lifetime (spec: cache default lifetime 300000 ms). Nothing here may depend
// on the request: the middleware sends only first visits (no cookies, no query) to this tree.
export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return [] // generated on the first request for each locale, not at build time (no backend then)
}

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  return siteMetadata((await params).locale)
}

/** The document of a cached public page, as a first visit sees it. */
export default async function CachedPageLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const visitor = {
    loginState: 'public' as const,
    consent: firstVisitConsent(),
    basePath: `/${locale}`,
    region: localeInfos[locale].region,
  }
  return (
    <PortalDocument locale={locale} visitor={visitor}>
      {children}
    </PortalDocument>
  )
}
