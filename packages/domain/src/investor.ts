import { z } from 'zod'
import type { AccountStatus, AccountType } from './enumerations'

export const investorStatuses = ['non-exported', 'exported'] as const
export const InvestorStatus = z.enum(investorStatuses)
export type InvestorStatus = z.infer<typeof InvestorStatus>

export const investorTypes = ['business', 'retail'] as const
export const InvestorType = z.enum(investorTypes)
export type InvestorType = z.infer<typeof InvestorType>

/** Account statuses before the account is handed to the servicing bank (spec section 4). */
const nonExportedStatuses: readonly string[] = [
  'REGISTERED',
  'IDENTIFIED',
  'PENDING_SERVICING_BANK_ACCEPTANCE',
] satisfies readonly AccountStatus[]

/** Registered, identified or pending servicing-bank acceptance: non-exported; else exported. */
export function deriveInvestorStatus(accountStatus: AccountStatus | string): InvestorStatus {
  return nonExportedStatuses.includes(accountStatus) ? 'non-exported' : 'exported'
}

/** Customer type BUSINESS gives business; anything else gives retail. */
export function deriveInvestorType(accountType: AccountType | string | undefined): InvestorType {
  return accountType === 'BUSINESS' ? 'business' : 'retail'
}
