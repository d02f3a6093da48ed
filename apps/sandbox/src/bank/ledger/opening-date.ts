import type { Weekday } from '@portal/domain'
import { addBankDays, nextSettlementDay } from '@portal/domain/money/bank-day'
import type { CalendarDate } from '@portal/domain/money/calendar-date'

interface OfferTiming {
  productType: string
  settlementWeekday: Weekday | null
}

/**
 * The day the partner bank opens a deposit for an order forwarded on `forwardedOn`: one bank
 * day later (two for foreign currencies), moved to the offer's settlement weekday if it has one,
 * on the currency's bank calendar. The ledger forwards with it and the order views promise it.
 */
export function openingDateOf(
  offer: OfferTiming,
  forwardedOn: CalendarDate,
  currency: string,
): CalendarDate {
  const bankDays = offer.productType === 'foreign_currency' ? 2 : 1
  return nextSettlementDay(
    addBankDays(forwardedOn, bankDays, currency),
    offer.settlementWeekday,
    currency,
  )
}
