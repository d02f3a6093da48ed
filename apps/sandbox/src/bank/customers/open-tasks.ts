import type { OpenTasks, OpenTaskType } from '@portal/api-clients/contracts/customers'
import { eq, sql } from 'drizzle-orm'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { referenceAccounts } from '../../db/schema'
import { actionError, type CustomerActor, withOnboardingRoles } from '../access/customer-actor'
import { dataConfirmationOf } from './data-confirmation'
import { openRequirementsOf } from './kyc-status'

/**
 * What the bank still needs from the person, limited to what their roles let them do (the same
 * rights the endpoints doing it check): the documents identification requires (their requested
 * roles count while the account is being opened), the yearly data confirmation once due, and a
 * first reference account while there is none.
 */
const firstReferenceAccount = preparedPerDatabase((orm) =>
  orm
    .select({ id: referenceAccounts.accountId })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, sql.placeholder('customerId')))
    .limit(1)
    .prepare('first_reference_account'),
)

export async function openTasksOf(
  orm: SandboxOrm,
  clock: SandboxClock,
  actor: CustomerActor,
): Promise<OpenTasks> {
  const may = {
    upload: actionError(withOnboardingRoles(actor), 'change_own_contact_data') === undefined,
    confirm: actionError(actor, 'change_own_contact_data') === undefined,
    addReferenceAccount: actionError(actor, 'change_reference_account') === undefined,
  }
  const [kyc, confirmation, referenceAccount] = await Promise.all([
    may.upload ? openRequirementsOf(orm, actor.customerId) : null,
    may.confirm ? dataConfirmationOf(orm, clock, actor.customerId) : null,
    may.addReferenceAccount
      ? firstReferenceAccount(orm).execute({ customerId: actor.customerId })
      : null,
  ])
  const types = new Set<OpenTaskType>()
  for (const required of kyc ?? []) {
    types.add(
      required.type === 'proof_of_address' ? 'upload_proof_of_address' : 'upload_id_document',
    )
  }
  if (confirmation?.due) types.add('confirm_data')
  if (referenceAccount?.length === 0) types.add('add_reference_account')
  return { tasks: [...types].map((type) => ({ type })) }
}
