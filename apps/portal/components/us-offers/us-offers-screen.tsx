import { getTranslations } from 'next-intl/server'
import { GuaranteeStatement } from '@/components/offers/guarantee-statement'
import type { LimitParam } from '@/lib/us-offers/limit-param'
import type { UsOffersData } from '@/lib/us-offers/us-offers-data'
import { UsOffersTable, type UsSearchParams } from './us-offers-table'

/**
 * The US marketplace: heading, intro, the guarantee (after the offers on a phone) and the APY
 * table; en-us's home and /en-us/us-offers.
 */
export async function UsOffersScreen({
  searchParams,
  limit,
  data,
  path,
}: {
  searchParams: UsSearchParams
  limit: LimitParam
  data: UsOffersData
  path: string
}) {
  const t = await getTranslations({ locale: 'en-us', namespace: 'UsOffers' })
  return (
    <section aria-labelledby="us-offers-title" className="space-y-3 md:space-y-6">
      <header className="space-y-1 md:space-y-2">
        <h1 id="us-offers-title" className="text-xl font-semibold md:text-3xl">
          {t('heading')}
        </h1>
        <p className="max-w-3xl text-sm text-neutral-700 md:text-base">{t('intro')}</p>
        <ul className="max-w-3xl text-sm text-neutral-700 max-md:hidden">
          <GuaranteeStatement locale="en-us" />
        </ul>
      </header>
      <UsOffersTable searchParams={searchParams} limit={limit} data={data} path={path} />
      {/* On a phone the guarantee follows the offers, so that the first one is on the first screen. */}
      <ul className="text-sm text-neutral-700 md:hidden">
        <GuaranteeStatement locale="en-us" />
      </ul>
    </section>
  )
}
