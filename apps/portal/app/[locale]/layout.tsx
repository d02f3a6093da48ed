import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { PortalDocument } from '@/components/shell/portal-document'
import { siteMetadata } from '@/lib/config/site-metadata'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import '../globals.css'

type LayoutProps = { children: ReactNode; params: LocaleParams }

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  return siteMetadata(await pageLocale(params))
}

/** The document of every page of a locale; it reads only the locale, never the request. */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  return <PortalDocument locale={await pageLocale(params)}>{children}</PortalDocument>
}
