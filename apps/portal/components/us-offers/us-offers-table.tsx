import { formatDecimal, minorUnitsToDecimal } from '@portal/domain/format'
import { Alert, AlertTitle } from '@portal/ui/alert'
import { Link } from '@portal/ui/link'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { getTranslations } from 'next-intl/server'
import { parseAmountParam } from '@/lib/us-offers/amount-param'
import { type LimitParam, limitStep, maxLimit } from '@/lib/us-offers/limit-param'
import { usOfferTableFrame, usOfferTableLayout } from '@/lib/us-offers/us-offer-table-layout'
import type { UsOffersData } from '@/lib/us-offers/us-offers-data'
import { AmountForm } from './amount-form'
import { UsOfferRow } from './us-offer-row'
import { UsOffersNotes } from './us-offers-notes'

export type UsSearchParams = Record<string, string | string[] | undefined>

/**
 * The US offers table of /en-us (spec section 2): bank, product, APY, maturity, annualized
 * earnings for `?amount=`, save toggle, `?limit=` load-more link; a card per offer on a phone
 * (`usOfferTableLayout`). Server-rendered; no JS needed.
 */
export async function UsOffersTable({
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
  const amount = parseAmountParam(searchParams.amount)
  const rawAmount = [searchParams.amount].flat()[0] ?? ''
  const { page, terms, features, saved } = data
  const amountMinor = amount.kind === 'ok' || amount.kind === 'clamped' ? amount.minor : undefined
  const amountText = amountMinor === undefined ? '' : minorUnitsToDecimal(amountMinor, 'USD')
  const nextLimit = Math.min(limit.limit + limitStep, maxLimit)
  const moreQuery = new URLSearchParams({
    ...(amountText ? { amount: amountText } : {}),
    limit: String(nextLimit),
  })
  const hasMore = page.total > page.items.length && limit.limit < maxLimit

  return (
    <div className="space-y-3 md:space-y-6">
      <AmountForm
        action={path}
        amount={amountText || rawAmount}
        limit={limit.limit}
        text={{
          label: t('amountLabel'),
          hint: t('amountHint', {
            whole: formatDecimal('10000', 'en-US'),
            withCents: formatDecimal('10000.50', 'en-US'),
          }),
          submit: t('calculate'),
        }}
      />
      <UsOffersNotes amount={amount} rawAmount={rawAmount} limit={limit} />
      <output className="sr-only">{t('savedCount', { count: saved.size })}</output>
      {page.items.length === 0 ? (
        <Alert variant="info">
          <AlertTitle>{t('empty')}</AlertTitle>
        </Alert>
      ) : (
        <div className={usOfferTableFrame}>
          <Table data-testid="us-offers" className={usOfferTableLayout}>
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
              {page.items.map((offer) => (
                <UsOfferRow
                  key={offer.id}
                  offer={offer}
                  features={features.get(offer.bank.id) ?? []}
                  terms={terms.get(offer.id) ?? null}
                  amountMinor={amountMinor}
                  saved={saved.has(offer.id)}
                  labels={{
                    apy: t('columnApy'),
                    maturity: t('columnMaturity'),
                    earnings: t('columnEarnings'),
                  }}
                />
              ))}
            </TableBody>
          </Table>
        </div>
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
