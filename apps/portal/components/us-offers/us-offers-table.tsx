import { minorUnitsToDecimal } from '@portal/domain/format'
import { Alert, AlertTitle } from '@portal/ui/alert'
import { Link } from '@portal/ui/link'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { getOfferTerms, getUsOffers, listBanks } from '@/lib/backend/deposits'
import { dataOrNull } from '@/lib/backend/service-result'
import { pageData } from '@/lib/site/page-data'
import { AmountForm } from './amount-form'
import { parseAmountParam } from './amount-param'
import { limitStep, maxLimit, parseLimitParam } from './limit-param'
import { parseSavedOffers, savedOffersCookie } from './saved-offers'
import { UsOfferRow } from './us-offer-row'
import { UsOffersNotes } from './us-offers-notes'

export type UsSearchParams = Record<string, string | string[] | undefined>

/**
 * The US offers table of /en-us (spec section 2): bank, product, APY, maturity, annualized
 * earnings for `?amount=`, save toggle, `?limit=` load-more link. Server-rendered; no JS needed.
 */
export async function UsOffersTable({
  searchParams,
  path,
}: {
  searchParams: UsSearchParams
  path: string
}) {
  const t = await getTranslations({ locale: 'en-us', namespace: 'UsOffers' })
  const amount = parseAmountParam(searchParams.amount)
  const limit = parseLimitParam(searchParams.limit)
  const rawAmount = [searchParams.amount].flat()[0] ?? ''
  const [page, banks, cookieStore] = await Promise.all([
    getUsOffers(limit.limit).then(pageData),
    listBanks('USA').then(pageData),
    cookies(),
  ])
  const terms = await Promise.all(
    page.items.map(async (offer) => dataOrNull(await getOfferTerms('USA', offer.id))),
  )
  const featuresOf = new Map(banks.map((bank) => [bank.id, bank.institutionFeatures]))
  const saved = new Set(parseSavedOffers(cookieStore.get(savedOffersCookie)?.value))
  const amountMinor = amount.kind === 'ok' || amount.kind === 'clamped' ? amount.minor : undefined
  const amountText = amountMinor === undefined ? '' : minorUnitsToDecimal(amountMinor, 'USD')
  const nextLimit = Math.min(limit.limit + limitStep, maxLimit)
  const moreQuery = new URLSearchParams({
    ...(amountText ? { amount: amountText } : {}),
    limit: String(nextLimit),
  })
  const hasMore = page.total > page.items.length && limit.limit < maxLimit

  return (
    <div className="space-y-6">
      <AmountForm
        action={path}
        amount={amountText || rawAmount}
        limit={limit.limit}
        text={{ label: t('amountLabel'), hint: t('amountHint'), submit: t('calculate') }}
      />
      <UsOffersNotes amount={amount} rawAmount={rawAmount} limit={limit} />
      <output className="sr-only">{t('savedCount', { count: saved.size })}</output>
      {page.items.length === 0 ? (
        <Alert variant="info">
          <AlertTitle>{t('empty')}</AlertTitle>
        </Alert>
      ) : (
        <Table data-testid="us-offers">
          <TableCaption>
            {t('caption', { shown: page.items.length, total: page.total })}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('columnBank')}</TableHead>
              <TableHead scope="col">{t('columnProduct')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('columnApy')}
              </TableHead>
              <TableHead scope="col">{t('columnMaturity')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('columnEarnings')}
              </TableHead>
              <TableHead scope="col">{t('columnSave')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.items.map((offer, index) => (
              <UsOfferRow
                key={offer.id}
                offer={offer}
                features={featuresOf.get(offer.bank.id) ?? []}
                terms={terms[index] ?? null}
                amountMinor={amountMinor}
                saved={saved.has(offer.id)}
              />
            ))}
          </TableBody>
        </Table>
      )}
      {hasMore ? (
        <Link href={`${path}?${moreQuery}`} data-testid="load-more">
          {t('loadMore')}
        </Link>
      ) : (
        <p className="text-neutral-700">{t('allShown')}</p>
      )}
    </div>
  )
}
