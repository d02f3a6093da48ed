import type { ProductType } from '@portal/domain'
import { PageSection } from '@portal/ui/section'
import { TabLink, TabLinks } from '@portal/ui/tab-links'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { ProductsSkeleton } from '@/components/ordering/products-skeleton'
import { customerPage } from '@/lib/customer/customer-page'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import { parseOffersSearchParams, type SearchParams } from '@/lib/offers/search-params'
import { getOrderableOffers } from '@/lib/ordering/orderable-offers'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { ProductsPanel } from './products-panel'

type PageProps = { params: LocaleParams; searchParams: Promise<SearchParams> }

/** The product types a customer orders here, in the offers table's tab order, and their tabs. */
const orderableTypes = [
  'term_deposit',
  'flexgeld',
  'overnight_deposit',
  'notice_account',
] as const satisfies readonly ProductType[]
const tabOf: Record<(typeof orderableTypes)[number], ProductTabId> = {
  term_deposit: 'term',
  flexgeld: 'flexgeld',
  overnight_deposit: 'overnight',
  notice_account: 'notice',
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.products' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * Offers of the customer's own market to order (`/products`), one product type at a time, with
 * the filters and sort of the public offers table (`?type=` and the table's parameters).
 */
export default async function ProductsPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'products')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.products' })
  const search = await searchParams
  const type = orderableTypes.find((candidate) => candidate === search.type) ?? 'term_deposit'
  const { state, notes } = parseOffersSearchParams(search)
  return (
    <PageSection headingId="products-title" title={t('title')} intro={t('intro')}>
      <nav aria-label={t('typesLabel')}>
        <TabLinks>
          {orderableTypes.map((candidate) => (
            <TabLink
              key={candidate}
              href={href('products', { query: { type: candidate } })}
              current={candidate === type}
            >
              {t(`types.${candidate}`)}
            </TabLink>
          ))}
        </TabLinks>
      </nav>
      <Suspense key={type} fallback={<ProductsSkeleton label={t('loading')} />}>
        <ProductsPanel
          orderable={getOrderableOffers(page.session, tabOf[type], state)}
          type={type}
          tab={tabOf[type]}
          state={state}
          notes={notes.filter((note) => note.param !== 'page' && note.param !== 'more')}
        />
      </Suspense>
    </PageSection>
  )
}
