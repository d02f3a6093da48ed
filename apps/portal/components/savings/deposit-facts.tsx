import type { Deposit } from '@portal/api-clients/contracts/savings'
import type { Offer } from '@portal/domain'
import { formatMoney, formatPercent } from '@portal/domain/format'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { DocumentList } from '@/components/banks/document-list'
import { requestLocale } from '@/lib/page/request-locale'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface DepositFactsProps {
  deposit: Deposit
  /** The offer's terms (early termination, documents); null when they could not be read. */
  offer: Pick<Offer, 'earlyTermination' | 'productInformationSheet' | 'additionalDocuments'> | null
}

/** Amount, rate, status, dates, interest accrued and paid, early termination and documents. */
export async function DepositFacts({ deposit, offer }: DepositFactsProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const money = (amount: number) => formatMoney(amount, deposit.currency, locale)
  const date = (value: string) => bookingDate(value, locale)
  return (
    <Subsection headingId="deposit-facts-title" title={t('deposit.facts')}>
      <DescriptionList data-testid="deposit-facts">
        <DescriptionItem term={t('deposit.balance')}>
          <span className="font-semibold tabular-nums" data-testid="fact-balance">
            {money(deposit.balance)}
          </span>
        </DescriptionItem>
        <DescriptionItem term={t('deposit.principal')}>{money(deposit.principal)}</DescriptionItem>
        <DescriptionItem term={t('deposit.rate')}>
          <span data-testid="fact-rate">{formatPercent(deposit.annualRate, locale)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('deposit.status')}>
          <span data-testid="fact-status">{t(`statuses.${deposit.status}`)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('deposit.start')}>{date(deposit.startDate)}</DescriptionItem>
        <DescriptionItem term={t('deposit.maturity')}>
          <span data-testid="fact-maturity">
            {deposit.maturityDate ? date(deposit.maturityDate) : t('deposit.noMaturity')}
          </span>
        </DescriptionItem>
        {deposit.termMonths === null ? null : (
          <DescriptionItem term={t('deposit.termLabel')}>
            {t('deposit.term', { months: deposit.termMonths })}
          </DescriptionItem>
        )}
        <DescriptionItem term={t('deposit.payout')}>
          {t(`deposit.payouts.${deposit.interestPayout}`)}
          {deposit.compounding ? <> · {t('deposit.compounding')}</> : null} ·{' '}
          {t('deposit.dayCount', { convention: deposit.dayCountConvention })}
        </DescriptionItem>
        <DescriptionItem term={t('deposit.accrued')}>
          <span data-testid="fact-accrued">{money(deposit.accruedInterest)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('deposit.paid')}>
          <span data-testid="fact-paid">{money(deposit.paidInterest)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('deposit.withheld')}>
          {money(deposit.withheldTax)} ({t('deposit.withholdingTaxRate')}{' '}
          {formatPercent(deposit.withholdingTaxRate, locale)})
        </DescriptionItem>
        {deposit.nextInterestOn ? (
          <DescriptionItem term={t('deposit.nextInterest')}>
            {date(deposit.nextInterestOn)}
          </DescriptionItem>
        ) : null}
        <DescriptionItem term={t('deposit.earlyTermination')}>
          {offer === null ? (
            t('deposit.termsUnavailable')
          ) : (
            <span data-testid="fact-early-termination">
              {offer.earlyTermination.allowed
                ? t('deposit.earlyTerminationAllowed')
                : t('deposit.earlyTerminationNotAllowed')}
              : {offer.earlyTermination.description}
            </span>
          )}
        </DescriptionItem>
      </DescriptionList>
      {offer === null ? null : (
        <>
          <h3 className="font-medium">{t('deposit.documents')}</h3>
          <DocumentList
            documents={[
              ...(offer.productInformationSheet ? [offer.productInformationSheet] : []),
              ...offer.additionalDocuments,
            ]}
            emptyText={t('deposit.noDocuments')}
          />
        </>
      )}
    </Subsection>
  )
}
