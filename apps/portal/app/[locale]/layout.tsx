import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { PortalDocument } from '@/components/shell/portal-document'
import { siteMetadata } from '@/lib/config/site-metadata'
import { type LocaleParams, pageSite } from '@/lib/site/page-site'
import '../globals.css'

type LayoutProps = { children: ReactNode; params: LocaleParams }

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  return siteMetadata((await pageSite(params)).locale)
}

/**
 * The document of every page. It reads only the site segment, never the request: pages shared by
 * every visitor stay cacheable, and the pages of a visitor add what is theirs below it.
 */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  return <PortalDocument site={await pageSite(params)}>{children}</PortalDocument>
}
