import type {
  AddressChangeRequest,
  FinancialInformationChangeRequest,
} from '@portal/api-clients/contracts/customers'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { consumeDataChangeChallenge } from '../../bank/sca/data-change-binding'
import { changeSubject } from '../../bank/sca/data-change-subject'
import { customerAccounts, dataConfirmations, personRoles, persons } from '../../db/schema'
import type { PostalAddress } from '../../db/tables/customers'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { toPerson } from './customer-lookup'

type Address = z.output<typeof AddressChangeRequest>
type Financial = z.output<typeof FinancialInformationChangeRequest>

/**
 * The person whose data is changed: one's own, or any person of the account for a
 * LEGAL_REPRESENTATIVE (who manages a company's persons); 404 for a person not on the account.
 */
async function targetPerson(ctx: ServiceContext, actor: CustomerActor, personId: string) {
  const roles = await ctx.orm
    .select()
    .from(personRoles)
    .where(and(eq(personRoles.customerId, actor.customerId), eq(personRoles.personId, personId)))
  if (roles.length === 0)
    return new ServiceError(404, 'personNotFound', 'No such person on this account.')
  const representative = actor.roles.some(
    (role) => role.name === 'LEGAL_REPRESENTATIVE' && role.status === 'ACTIVE',
  )
  if (personId !== actor.personId && !representative) {
    return new ServiceError(403, 'actionNotPermitted', 'You may change only your own data.')
  }
  return roles
}

type Transaction = Parameters<Parameters<ServiceContext['orm']['transaction']>[0]>[0]

/**
 * A private account's address is its holder's: when the holder whose address it was moves, the
 * account moves too (a business keeps the company's address).
 */
async function moveAccountAddress(
  tx: Transaction,
  customerId: string,
  from: PostalAddress | null | undefined,
  to: PostalAddress,
) {
  const [account] = await tx
    .select({ type: customerAccounts.type, address: customerAccounts.address })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  if (!account || account.type === 'BUSINESS' || !from) return
  if (JSON.stringify(account.address) !== JSON.stringify(from)) return
  await tx.update(customerAccounts).set({ address: to }).where(eq(customerAccounts.id, customerId))
}

/** Changes a person's address or financial information after a bound SCA; counts as a confirmation. */
export async function changePerson(
  ctx: ServiceContext,
  actor: CustomerActor,
  personId: string,
  change:
    | { purpose: 'address_change'; body: Address }
    | { purpose: 'financial_information_change'; body: Financial },
) {
  const roles = await targetPerson(ctx, actor, personId)
  if (roles instanceof ServiceError) return roles
  const now = await ctx.clock.now()
  return ctx.orm.transaction(async (tx) => {
    const refused = await consumeDataChangeChallenge(
      tx,
      { userId: actor.userId, customerId: actor.customerId },
      change.body.scaChallengeId,
      change.purpose,
      changeSubject(change.purpose, change.body, { personId }),
      `${change.purpose}:${personId}`,
    )
    if (refused) return refused
    const set =
      change.purpose === 'address_change'
        ? { address: change.body.address }
        : {
            additionalFinancialInformation: {
              pep: {
                status: change.body.pep.status === 'PEP',
                additionalInfo: change.body.pep.additionalInfo,
              },
              sourceOfFunds: change.body.sourceOfFunds,
            },
          }
    const [before] = await tx
      .select({ address: persons.address })
      .from(persons)
      .where(eq(persons.id, personId))
    const [row] = await tx.update(persons).set(set).where(eq(persons.id, personId)).returning()
    if (row === undefined) return new ServiceError(404, 'personNotFound', 'No such person.')
    if (change.purpose === 'address_change') {
      await moveAccountAddress(tx, actor.customerId, before?.address, change.body.address)
    }
    await tx
      .insert(dataConfirmations)
      .values({ customerId: actor.customerId, confirmedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: dataConfirmations.customerId,
        set: { confirmedAt: now.toISOString() },
      })
    return toPerson(row, roles)
  })
}

/**
 * Sets the language the bank writes a person's letters, mails, SMS and documents in. No SCA: it
 * changes how the bank writes, not where money or messages go.
 */
export async function changeCorrespondenceLanguage(
  ctx: ServiceContext,
  actor: CustomerActor,
  personId: string,
  language: string,
) {
  const roles = await targetPerson(ctx, actor, personId)
  if (roles instanceof ServiceError) return roles
  return ctx.orm.transaction(async (tx) => {
    const [person] = await tx
      .select({ contactDetails: persons.contactDetails })
      .from(persons)
      .where(eq(persons.id, personId))
    if (person === undefined) return new ServiceError(404, 'personNotFound', 'No such person.')
    const contactDetails = { ...person.contactDetails, correspondenceLanguage: language }
    const [row] = await tx
      .update(persons)
      .set({ contactDetails })
      .where(eq(persons.id, personId))
      .returning()
    if (row === undefined) return new ServiceError(404, 'personNotFound', 'No such person.')
    return toPerson(row, roles)
  })
}
