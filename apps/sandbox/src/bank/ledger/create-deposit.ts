import { addMonths, type CalendarDate } from '@portal/domain/money/calendar-date'
import { withholdingTaxRate } from '@portal/domain/money/withholding-tax'
import { eq } from 'drizzle-orm'
import { customerAccounts, deposits, type offers } from '../../db/schema'
import { accountIds, ensureAccounts } from './ledger-accounts'
import { newLedgerId } from './ledger-ids'
import type { LedgerTx } from './ledger-transaction'
import { nextInterestDate } from './next-interest-date'

export interface DepositOpening {
  customerId: string
  offer: typeof offers.$inferSelect
  bankCountry: string
  principal: number
  startDate: CalendarDate
  prolongation: string
  orderId: string | null
  previousDepositId: string | null
}

/**
 * Creates a deposit at the offer's current terms and its (still empty) ledger account. The tax
 * the bank will withhold is fixed at opening, for the customer's tax residence (the country of
 * the account's address).
 */
export async function createDeposit(tx: LedgerTx, opening: DepositOpening) {
  const { offer, startDate } = opening
  const [customer] = await tx
    .select({ address: customerAccounts.address })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, opening.customerId))
  const taxResidence = customer?.address.countryCode ?? ''
  const id = newLedgerId()
  const maturityDate = offer.termMonths === null ? null : addMonths(startDate, offer.termMonths)
  const accountId = accountIds.deposit(id)
  await ensureAccounts(tx, [
    {
      id: accountId,
      kind: 'deposit',
      currency: offer.currency,
      customerId: opening.customerId,
      bankId: offer.bankId,
    },
  ])
  const [deposit] = await tx
    .insert(deposits)
    .values({
      id,
      customerId: opening.customerId,
      orderId: opening.orderId,
      previousDepositId: opening.previousDepositId,
      offerId: offer.id,
      bankId: offer.bankId,
      bankCountry: opening.bankCountry,
      productType: offer.productType,
      offerProductType: offer.offerProductType,
      currency: offer.currency,
      principal: opening.principal,
      annualRate: offer.nominalRate,
      withholdingTaxRate: withholdingTaxRate(opening.bankCountry, taxResidence),
      compounding: offer.compounding,
      interestPayout: offer.interestPayout,
      termMonths: offer.termMonths,
      noticePeriodDays: offer.noticePeriodDays,
      startDate,
      maturityDate,
      status: 'active',
      prolongation: opening.prolongation,
      accrualFrom: startDate,
      accruedInterest: '0',
      nextInterestOn: nextInterestDate(
        { interestPayout: offer.interestPayout, startDate, maturityDate },
        startDate,
      ),
      accountId,
    })
    .returning()
  if (deposit === undefined) throw new Error('deposit insert returned nothing')
  return deposit
}
