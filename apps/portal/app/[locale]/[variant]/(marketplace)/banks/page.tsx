import { Alert, AlertDescription } from '@portal/ui/alert'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { BankList } from '@/components/banks/bank-list'
import { BankListSort } from '@/components/banks/bank-list-sort'
import { listBanks } from '@/lib/backend/deposits'
import { parseBankListOrder, sortBanks } from '@/lib/banks/bank-list-order'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { pageData } from '@/lib/page/page-data'
import {
  type LocaleParams,
  pageLocale,
  pageQuery,
  type VariantParams,
} from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

type BankListSearch = { sort?: string | string[]; order?: string | string[] }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return translatedPageMetadata(await pageLocale(params), 'BankList', routePath('banks'))
}

/** All partner banks, sortable by name or country credit rating (spec sorting enumerations). */
export default async function BankListPage({ params }: { params: VariantParams }) {
  const { locale, market, query } = await pageQuery(params)
  const search: BankListSearch = query
  const { order, ignored } = parseBankListOrder(search)
  const [banks, t] = await Promise.all([
    listBanks(market.region, locale).then(pageData),
    getTranslations({ locale, namespace: 'BankList' }),
  ])
  const sorted = sortBanks(banks, order, market.tag)
  return (
    <section aria-labelledby="bank-list-title" className="space-y-6">
      <header className="space-y-2">
        <h1 id="bank-list-title" className="text-3xl font-semibold">
          {t('heading')}
        </h1>
        <p className="max-w-3xl text-neutral-700">{t('intro')}</p>
        <p className="text-sm text-muted-foreground">{t('count', { count: banks.length })}</p>
      </header>
      <BankListSort current={order} />
      {ignored ? (
        <Alert variant="info">
          <AlertDescription>{t('ignoredNote')}</AlertDescription>
        </Alert>
      ) : null}
      {sorted.length === 0 ? (
        <Alert variant="info">
          <AlertDescription>{t('empty')}</AlertDescription>
        </Alert>
      ) : (
        <BankList banks={sorted} market={market} />
      )}
    </section>
  )
}
