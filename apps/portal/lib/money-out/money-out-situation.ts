import 'server-only'
import {
  accountKey,
  referenceAccountIdentifier,
} from '@portal/domain/customer-data/account-identifier'
import { accountSchemeOfResidence } from '@portal/domain/markets'
import { getCustomer } from '@/lib/backend/customers'
import { getSavingsOverview } from '@/lib/backend/savings'
import { ok, type ServiceResult } from '@/lib/backend/service-result'
import { checkRole } from '@/lib/customer/authorise'
import type { Session } from '@/lib/session/get-session'
import {
  type MoneyOutSource,
  moneyOutSourcesOf,
  type ReferenceAccountView,
} from './money-out-sources'

export interface MoneyOutSituation {
  sources: MoneyOutSource[]
  /** The one account money can go to; null while the customer has none. */
  reference: ReferenceAccountView | null
}

/** What can be paid out, from where, and the one account it can go to. */
export async function getMoneyOutSituation(
  session: Session,
): Promise<ServiceResult<MoneyOutSituation>> {
  if (!session.bacNumber) return ok({ sources: [], reference: null })
  const [overview, customer] = await Promise.all([
    getSavingsOverview(session),
    getCustomer(session),
  ])
  if (!overview.ok) return overview
  if (!customer.ok) return customer
  const account = customer.data._embedded?.referenceAccounts?.[0]
  // named as the customer's market names accounts: IBAN, or routing and account number
  const scheme = accountSchemeOfResidence(customer.data.address.countryCode)
  const identifier = account ? referenceAccountIdentifier(account, scheme) : null
  return ok({
    sources: moneyOutSourcesOf(overview.data),
    reference:
      account && identifier
        ? {
            account: identifier,
            key: accountKey(identifier),
            holder: account.accountHolder,
            bankName: account.bankName ?? '',
          }
        : null,
  })
}

/**
 * The payout form's situation for the logged-in person: `forbidden` when their role may not pay
 * out (nothing else is read then; the action refuses too).
 */
export async function payoutSituation(
  session: Session,
): Promise<'forbidden' | ServiceResult<MoneyOutSituation>> {
  const role = await checkRole(session, 'withdraw')
  if (!role.ok && role.reason === 'forbidden') return 'forbidden'
  return getMoneyOutSituation(session)
}
