import type { ReactNode } from 'react'
import { VariantFrame } from '@/components/shell/variant-frame'
import { pageVariant, type VariantParams } from '@/lib/page/page-params'

/**
 * What a page may depend on besides its path, as the middleware wrote it into the page variant segment
 * (consent choice, login state of a visitor's page, a shared page's query): never the request.
 */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: VariantParams
}) {
  return <VariantFrame variant={await pageVariant(params)}>{children}</VariantFrame>
}
