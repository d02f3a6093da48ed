import type { Deposit } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { dayCountConventionOf } from '@portal/domain/money/day-count-convention'
import { roundMinorUnits } from '@portal/domain/money/round-minor-units'
import { and, eq, sql } from 'drizzle-orm'
import { accruedUntil } from '../../bank/ledger/book-interest'
import { prolongationCutoff } from '../../bank/ledger/change-prolongation'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { banks, deposits, ledgerAccounts, offers } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

type DepositRow = typeof deposits.$inferSelect

const earning = new Set(['active', 'notice_given'])

/** The customer's deposits (or the one of `depositId`) with their balance, bank and offer terms. */
const depositRows = (orm: SandboxOrm, oneDeposit: boolean) =>
  orm
    .select({
      deposit: deposits,
      balance: ledgerAccounts.balance,
      bankName: banks.name,
      offerMinimum: offers.minAmount,
      offerTerms: offers.terms,
    })
    .from(deposits)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, deposits.accountId))
    .innerJoin(banks, eq(banks.id, deposits.bankId))
    .leftJoin(offers, eq(offers.id, deposits.offerId))
    .where(
      and(
        eq(deposits.customerId, sql.placeholder('customerId')),
        oneDeposit ? eq(deposits.id, sql.placeholder('depositId')) : undefined,
      ),
    )
    .orderBy(deposits.startDate, deposits.id)
const customerDeposits = preparedPerDatabase((orm) =>
  depositRows(orm, false).prepare('customer_deposits'),
)
const customerDeposit = preparedPerDatabase((orm) =>
  depositRows(orm, true).prepare('customer_deposit'),
)

/**
 * Deposits of a customer as the contract shows them: balance, interest accrued, and the running
 * totals of interest booked and tax withheld (kept on the deposit by every interest booking).
 */
export async function depositViews(
  orm: SandboxOrm,
  customerId: string,
  today: CalendarDate,
  depositId?: string,
): Promise<Deposit[]> {
  const rows =
    depositId === undefined
      ? await customerDeposits(orm).execute({ customerId })
      : await customerDeposit(orm).execute({ customerId, depositId })
  return rows.map(({ deposit, balance, bankName, offerMinimum, offerTerms }) => {
    // the offer's early access to money lets a notice account take notice on part of it
    const partial = deposit.offerProductType === 'NOTICE' && offerTerms?.earlyTermination.allowed
    return toView(deposit, balance, bankName, today, partial ? (offerMinimum ?? 1) : null)
  })
}

function toView(
  deposit: DepositRow,
  balance: number,
  bankName: string,
  today: CalendarDate,
  partialNoticeMinimum: number | null,
): Deposit {
  const accrued = earning.has(deposit.status)
    ? Math.max(0, roundMinorUnits(accruedUntil(deposit, balance, today)))
    : 0
  return {
    id: deposit.id,
    offerId: deposit.offerId,
    bankId: deposit.bankId,
    bankName,
    bankCountry: deposit.bankCountry,
    productType: deposit.productType as Deposit['productType'],
    offerProductType: deposit.offerProductType as Deposit['offerProductType'],
    currency: deposit.currency,
    principal: deposit.principal,
    balance,
    annualRate: deposit.annualRate,
    compounding: deposit.compounding,
    interestPayout: deposit.interestPayout as Deposit['interestPayout'],
    dayCountConvention: dayCountConventionOf(deposit.currency),
    withholdingTaxRate: deposit.withholdingTaxRate,
    startDate: deposit.startDate,
    maturityDate: deposit.maturityDate,
    termMonths: deposit.termMonths,
    noticePeriodDays: deposit.noticePeriodDays,
    noticeGivenOn: deposit.noticeGivenOn,
    availableOn: deposit.availableOn,
    noticeAmount: deposit.noticeAmount,
    partialNoticeMinimum,
    status: deposit.status as Deposit['status'],
    prolongation: deposit.prolongation as Deposit['prolongation'],
    prolongationCutoff:
      deposit.maturityDate === null
        ? null
        : prolongationCutoff(deposit.maturityDate, deposit.currency),
    accruedInterest: accrued,
    paidInterest: deposit.paidInterest,
    withheldTax: deposit.withheldTax,
    nextInterestOn: deposit.nextInterestOn,
    previousDepositId: deposit.previousDepositId,
  }
}

/** One deposit of the customer as of the clock's today, or 404 (also for another's deposit). */
export async function depositViewOf(
  ctx: Pick<ServiceContext, 'orm' | 'clock'>,
  customerId: string,
  depositId: string,
) {
  const [view] = await depositViews(ctx.orm, customerId, await ctx.clock.today(), depositId)
  return view ?? new ServiceError(404, 'depositNotFound', `Deposit ${depositId} not found`)
}
