import type { Deposit } from '@portal/api-clients/contracts/savings'
import { addBankDays } from '@portal/domain/money/bank-day'
import { addDays, type CalendarDate } from '@portal/domain/money/calendar-date'

/**
 * The day the money of a notice account reaches the settlement account if notice is given
 * today: after the notice period in calendar days, moved to the next bank day of the currency
 * (the ledger's own rule, shown before the customer confirms).
 */
export function noticeAvailableOn(
  deposit: Pick<Deposit, 'noticePeriodDays' | 'currency'>,
  today: CalendarDate,
): CalendarDate {
  return addBankDays(addDays(today, deposit.noticePeriodDays ?? 0), 0, deposit.currency)
}

export function canGiveNotice(deposit: Pick<Deposit, 'offerProductType' | 'status'>): boolean {
  return deposit.offerProductType === 'NOTICE' && deposit.status === 'active'
}
