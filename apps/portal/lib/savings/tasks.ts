import type {
  Deposit,
  ProlongationChoice,
  SavingsOverview,
} from '@portal/api-clients/contracts/savings'
import type { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { addDays, type CalendarDate } from '@portal/domain/money/calendar-date'
import type { CustomerTask } from '@/lib/tasks/customer-tasks'

/** Transfer the missing amount of a pending order to the settlement account. */
export interface FundOrderTask {
  kind: 'fundOrder'
  id: string
  orderId: string
  amountMissing: number
  currency: string
  /** The settlement account (IBAN, or routing and account number) and the transfer's reference. */
  account: AccountIdentifier
  reference: string
  dueOn: null
}

/** Decide what happens at maturity before the prolongation cut-off. */
export interface ChooseProlongationTask {
  kind: 'chooseProlongation'
  id: string
  depositId: string
  bankName: string
  maturityDate: CalendarDate
  dueOn: CalendarDate
  current: ProlongationChoice
}

/** A prolongation task appears this many days before its cut-off. */
export const prolongationTaskLeadDays = 30

/**
 * The savings tasks of an overview: every order still waiting for money, and every term deposit
 * whose offer renews it (`prolongs`) whose cut-off is at most `prolongationTaskLeadDays` away
 * and not passed.
 */
export function savingsTasks(
  overview: Pick<SavingsOverview, 'pendingOrders' | 'deposits' | 'today'>,
  prolongs: (deposit: Deposit) => boolean,
): CustomerTask[] {
  const funding = overview.pendingOrders.flatMap((order): FundOrderTask[] =>
    order.status === 'pending_funding' && order.transferDetails !== null
      ? [
          {
            kind: 'fundOrder',
            id: `fund:${order.id}`,
            orderId: order.id,
            amountMissing: order.transferDetails.amountMissing,
            currency: order.currency,
            account: order.transferDetails.account,
            reference: order.transferDetails.reference,
            dueOn: null,
          },
        ]
      : [],
  )
  const horizon = addDays(overview.today, prolongationTaskLeadDays)
  const prolongation = prolongationCandidates(overview.deposits, overview.today, horizon)
    .filter(prolongs)
    .map(
      (deposit): ChooseProlongationTask => ({
        kind: 'chooseProlongation',
        id: `prolong:${deposit.id}`,
        depositId: deposit.id,
        bankName: deposit.bankName,
        maturityDate: deposit.maturityDate ?? deposit.startDate,
        dueOn: deposit.prolongationCutoff ?? overview.today,
        current: deposit.prolongation,
      }),
    )
  return [...funding, ...prolongation]
}

/** Active term deposits whose prolongation cut-off lies between today and `horizon`. */
export function prolongationCandidates(
  deposits: readonly Deposit[],
  today: CalendarDate,
  horizon: CalendarDate,
): Deposit[] {
  return deposits.filter(
    (deposit) =>
      deposit.status === 'active' &&
      deposit.prolongationCutoff !== null &&
      deposit.prolongationCutoff >= today &&
      deposit.prolongationCutoff <= horizon,
  )
}
