import type { Deposit, DepositStatus } from '@portal/api-clients/contracts/savings'
import type { RouteId } from '@/lib/routes'

/** Deposits that still hold the customer's money (the rest are paid out or prolonged into a new one). */
const heldStatuses: ReadonlySet<DepositStatus> = new Set(['active', 'notice_given', 'matured'])

export function isHeld(deposit: Pick<Deposit, 'status'>): boolean {
  return heldStatuses.has(deposit.status)
}

export type SavingsListId =
  | 'savings'
  | 'savingsAll'
  | 'savingsTerm'
  | 'savingsOvernight'
  | 'savingsNotice'

export interface SavingsList {
  id: SavingsListId & RouteId
  /** Message key under `Savings.lists`. */
  label: 'current' | 'all' | 'term' | 'overnight' | 'notice'
  includes: (deposit: Deposit) => boolean
}

/**
 * The savings lists of spec section 2 (`/dashboard/savings[/all|term|overnight|notice]`), once:
 * the current deposits, every deposit ever opened (paid out and prolonged ones too), and the
 * current ones of each offer product type (Flexgeld and foreign-currency deposits are TERM or
 * OVERNIGHT offers and appear there).
 */
export const savingsLists: readonly SavingsList[] = [
  { id: 'savings', label: 'current', includes: isHeld },
  { id: 'savingsAll', label: 'all', includes: () => true },
  { id: 'savingsTerm', label: 'term', includes: (d) => isHeld(d) && d.offerProductType === 'TERM' },
  {
    id: 'savingsOvernight',
    label: 'overnight',
    includes: (d) => isHeld(d) && d.offerProductType === 'OVERNIGHT',
  },
  {
    id: 'savingsNotice',
    label: 'notice',
    includes: (d) => isHeld(d) && d.offerProductType === 'NOTICE',
  },
]

export function savingsList(id: SavingsListId): SavingsList {
  const list = savingsLists.find((entry) => entry.id === id)
  if (list === undefined) throw new Error(`No savings list ${id}`)
  return list
}

/** The list's deposits, the soonest maturity first, open-ended accounts after them. */
export function depositsOf(list: SavingsList, deposits: readonly Deposit[]): Deposit[] {
  return deposits
    .filter(list.includes)
    .sort(
      (a, b) =>
        (a.maturityDate ?? '9999').localeCompare(b.maturityDate ?? '9999') ||
        a.startDate.localeCompare(b.startDate) ||
        a.id.localeCompare(b.id),
    )
}
