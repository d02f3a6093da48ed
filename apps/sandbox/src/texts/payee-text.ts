import { accountOfKey } from '@portal/domain/customer-data/account-identifier'

/**
 * A payee as a text names it: an IBAN as it is, a US account key (`ABA` + routing + account
 * number) in the reader's words for account and routing number.
 */
export function payeeText(
  key: string,
  abaAccount: (routingNumber: string, accountNumber: string) => string,
): string {
  const account = accountOfKey(key)
  return account?.scheme === 'aba' ? abaAccount(account.routingNumber, account.accountNumber) : key
}
