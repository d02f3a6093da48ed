/**
 * The statuses of orders and deposits and the only transitions allowed between them. Every
 * status change in the ledger goes through `transition`, so these tables are the whole truth.
 */
export const orderTransitions = {
  pending_funding: ['forwarded', 'cancelled'],
  forwarded: ['active', 'rejected'],
  active: [],
  cancelled: [],
  rejected: [],
} as const satisfies Record<string, readonly string[]>

/** Term deposits, Flexgeld and foreign-currency term deposits. */
export const termDepositTransitions = {
  active: ['matured'],
  matured: ['paid_out', 'prolonged'],
  paid_out: [],
  prolonged: [],
} as const satisfies Record<string, readonly string[]>

/** After a partial notice is paid out the account is active again with the rest. */
export const noticeDepositTransitions = {
  active: ['notice_given'],
  notice_given: ['paid_out', 'active'],
  paid_out: [],
} as const satisfies Record<string, readonly string[]>

/** Overnight accounts stay open; money leaves them by withdrawals. */
export const overnightDepositTransitions = {
  active: [],
} as const satisfies Record<string, readonly string[]>

/**
 * Refer-a-friend leads: registered through the link, the friend's money arrived for a first
 * order (first deposit), the bonus paid to both once that deposit opened (rewarded).
 */
export const referralLeadTransitions = {
  INVITED: ['REGISTERED', 'EXPIRED'],
  REGISTERED: ['FIRST_DEPOSIT', 'EXPIRED'],
  FIRST_DEPOSIT: ['REWARDED'],
  REWARDED: [],
  EXPIRED: [],
} as const satisfies Record<string, readonly string[]>

export type OrderStatus = keyof typeof orderTransitions
export type DepositStatus =
  | keyof typeof termDepositTransitions
  | keyof typeof noticeDepositTransitions

type Machine = Record<string, readonly string[]>

export class StateTransitionError extends Error {
  override name = 'StateTransitionError'
}

/** Whether `machine` allows `from` → `to`. */
export function canTransition(machine: Machine, from: string, to: string): boolean {
  return machine[from]?.includes(to) ?? false
}

/** Returns `to` when the machine allows the step; a disallowed step is a bug and throws. */
export function transition<S extends string>(machine: Machine, from: string, to: S): S {
  if (!canTransition(machine, from, to)) {
    throw new StateTransitionError(`transition ${from} → ${to} is not allowed`)
  }
  return to
}

/** The machine of a deposit, by the offer's product type (TERM, NOTICE, OVERNIGHT). */
export function depositMachineOf(offerProductType: string): Machine {
  if (offerProductType === 'NOTICE') return noticeDepositTransitions
  if (offerProductType === 'OVERNIGHT') return overnightDepositTransitions
  return termDepositTransitions
}
