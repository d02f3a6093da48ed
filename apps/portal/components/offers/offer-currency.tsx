import type { OffersTranslator } from '@/lib/offers/offer-texts-of'

interface OfferCurrencyProps {
  t: OffersTranslator
  currency: string
  className?: string
  /** The hero's best rates name theirs apart from the rows' (`best-rate-currency`). */
  testId?: string
}

/** The currency an offer is paid in and repaid in: every row, card and best rate states it. */
export function OfferCurrency({
  t,
  currency,
  className = 'text-xs font-medium',
  testId = 'offer-currency',
}: OfferCurrencyProps) {
  return (
    <p className={className} data-testid={testId}>
      {t('inCurrency', { currency })}
    </p>
  )
}

interface CurrencyRiskNoteProps {
  t: OffersTranslator
  currency: string
  /** The customer's (the market's) currency, exchanged into the offer's. */
  home: string
  className?: string
}

/** A foreign-currency offer: the exchange step from the saver's currency and its risk. */
export function CurrencyRiskNote({
  t,
  currency,
  home,
  className = 'text-sm',
}: CurrencyRiskNoteProps) {
  return (
    <p className={className} data-testid="currency-risk">
      {t('currencyRisk', { currency, home })}
    </p>
  )
}
