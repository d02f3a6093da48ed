import type { AccountContext } from '@/lib/customer/account-context'
import { ownPerson } from '@/lib/personal-data/own-person'

/**
 * The country a new mobile number must be of: the logged-in person's country of residence, else
 * the account's. The check reads numbers there and the hint gives that country's example.
 */
export function mobileCountryOf(context: Pick<AccountContext, 'customer' | 'username'>): string {
  return ownPerson(context)?.address?.countryCode ?? context.customer.address.countryCode
}
