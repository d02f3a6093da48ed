import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/shell/site-frame'
import { pageSite, type SiteParams } from '@/lib/site/page-site'

/**
 * What a page may depend on besides its path, as the middleware wrote it into the site segment
 * (consent choice, login state of a visitor's page, a shared page's query): never the request.
 */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: SiteParams
}) {
  return <SiteFrame site={await pageSite(params)}>{children}</SiteFrame>
}
