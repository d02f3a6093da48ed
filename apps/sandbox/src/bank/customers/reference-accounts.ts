import { randomUUID } from 'node:crypto'
import { customerDataErrorCodes } from '@portal/api-clients/contracts/customers'
import { ibanParts } from '@portal/domain/customer-data/iban-check'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { referenceAccounts } from '../../db/schema'
import { ServiceError } from '../../http/service-error'

export interface NewReferenceAccount {
  accountHolder: string
  iban: string
  bic: string | null
}

/** The reference account row for a checked IBAN; bank and branch codes read from the IBAN. */
export function referenceAccountRow(customerId: string, account: NewReferenceAccount) {
  const parts = ibanParts(account.iban)
  return {
    accountId: `REF-${randomUUID()}`,
    customerId,
    accountHolder: account.accountHolder,
    bankName: '',
    bic: account.bic ?? '',
    iban: account.iban,
    accountNumber: parts.accountNumber,
    branchCode: parts.bankCode,
    ccy: 'EUR',
  }
}

/** The first reference account; with one already there, a change goes through a KYC case (409). */
export async function setInitialReferenceAccount(
  orm: SandboxOrm,
  customerId: string,
  account: NewReferenceAccount,
) {
  return orm.transaction(async (tx) => {
    const existing = await tx
      .select({ id: referenceAccounts.accountId })
      .from(referenceAccounts)
      .where(eq(referenceAccounts.customerId, customerId))
      .for('update')
    if (existing.length > 0) {
      return new ServiceError(
        409,
        customerDataErrorCodes.referenceAccountExists,
        'A reference account exists; changing it needs identification and documents.',
      )
    }
    const [row] = await tx
      .insert(referenceAccounts)
      .values(referenceAccountRow(customerId, account))
      .returning()
    if (row === undefined) throw new Error('insert returned nothing')
    const { customerId: _owner, ...view } = row
    return view
  })
}
