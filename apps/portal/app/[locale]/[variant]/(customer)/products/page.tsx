import { PageSection } from '@portal/ui/section'
import { TabLink, TabLinks } from '@portal/ui/tab-links'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { ProductsSkeleton } from '@/components/ordering/products-skeleton'
import { ok } from '@/lib/backend/service-result'
import { customerPage } from '@/lib/customer/customer-page'
import { parseOffersSearchParams, type SearchParams } from '@/lib/offers/search-params'
import { customerProductTabs } from '@/lib/ordering/customer-product-tabs'
import { getOrderableOffers } from '@/lib/ordering/orderable-offers'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { ProductsPanel } from './products-panel'

type PageProps = { params: LocaleParams; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.products' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * Offers of the customer's own market to order (`/products`), one product type at a time, with
 * the tabs, filters, sort and pages of the public offers table (`?type=` and the table's
 * parameters).
 * A type the market has no tab for shows its first tab.
 */
export default async function ProductsPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'products')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.products' })
  const search = await searchParams
  const tabs = await customerProductTabs(page.session)
  const shown = tabs.ok ? tabs.data : []
  const tab = shown.find((candidate) => candidate.activation === search.type) ?? shown[0]
  const { state, notes } = parseOffersSearchParams(search)
  // Unread customer: the panel says so; no tab (no market, or all switched off): nothing sold.
  const orderable = !tabs.ok
    ? Promise.resolve(tabs)
    : tab
      ? getOrderableOffers(page.session, tab.id, state)
      : Promise.resolve(ok({ market: null, offers: [], notes: [] }))
  return (
    <PageSection headingId="products-title" title={t('title')} intro={t('intro')}>
      {shown.length > 0 ? (
        <nav aria-label={t('typesLabel')}>
          <TabLinks>
            {shown.map((candidate) => (
              <TabLink
                key={candidate.id}
                href={href('products', { query: { type: candidate.activation } })}
                current={candidate === tab}
              >
                {t(`types.${candidate.activation}`)}
              </TabLink>
            ))}
          </TabLinks>
        </nav>
      ) : null}
      <Suspense key={tab?.id} fallback={<ProductsSkeleton label={t('loading')} />}>
        <ProductsPanel
          orderable={orderable}
          type={tab?.activation ?? 'term_deposit'}
          tab={tab?.id ?? 'term'}
          state={state}
          notes={notes}
        />
      </Suspense>
    </PageSection>
  )
}
