import type { Deposit, GuaranteeExposure } from '@portal/api-clients/contracts/savings'
import type { AccountType } from '@portal/domain'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { expectedInterest } from '@portal/domain/money/expected-interest'
import { exposureHorizon } from '@portal/domain/money/exposure-horizon'
import { guaranteeExposure } from '@portal/domain/money/guarantee-exposure'

const held = new Set(['active', 'notice_given', 'matured'])

/**
 * The customer's deposit-guarantee exposure per partner bank: each deposit's balance, the
 * interest accrued so far and the interest still expected (until maturity, or for a year on
 * accounts without one), against the limit of the bank country's scheme today.
 */
export function guaranteeExposureOf(
  deposits: readonly Deposit[],
  holder: { accountType: string; holders: number },
  today: CalendarDate,
): GuaranteeExposure[] {
  const exposed = deposits
    .filter((deposit) => held.has(deposit.status))
    .map((deposit) => ({
      bankId: deposit.bankId,
      bankCountry: deposit.bankCountry,
      currency: deposit.currency,
      amount: deposit.balance + deposit.accruedInterest,
      expectedInterest: stillExpected(deposit, today),
      accountType: holder.accountType as AccountType,
      holders: holder.holders,
    }))
  return guaranteeExposure(exposed, today)
}

function stillExpected(deposit: Deposit, today: CalendarDate): number {
  const maturity = exposureHorizon(today, deposit.maturityDate)
  if (maturity <= today) return 0
  return expectedInterest({
    principal: deposit.balance,
    annualRate: deposit.annualRate,
    currency: deposit.currency,
    payout: deposit.interestPayout,
    compounding: deposit.compounding,
    start: today,
    maturity,
  })
}
