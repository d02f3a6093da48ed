import { customerDataErrorCodes } from '@portal/api-clients/contracts/customers'
import type { AccountType, RoleName, RoleStatus } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { mayPerform, onboardingRoles } from '@portal/domain/customer-data/may-perform'
import { and, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { customerAccounts, personRoles, persons, users } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { VerifiedAccess } from '../../identity/access-token'
import { ownershipError } from '../../identity/bearer-auth'

/** Who acts on which account: the login's person and their roles there. */
export interface CustomerActor {
  customerId: string
  accountType: AccountType
  accountStatus: string
  userId: string
  personId: string
  roles: { name: RoleName; status: RoleStatus }[]
}

/**
 * The token's user acting on a customer account: 403 `unauthorized` when the token does not own
 * the account, 404 when it does not exist.
 */
export async function loadActor(
  orm: SandboxOrm,
  access: VerifiedAccess,
  customerId: string,
): Promise<CustomerActor | ServiceError> {
  const forbidden = ownershipError(access, customerId)
  if (forbidden !== undefined) return forbidden
  const [account] = await orm
    .select({ type: customerAccounts.type, status: customerAccounts.status })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  const [user] = await orm
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.id, access.userId))
  if (account === undefined || user === undefined) {
    return new ServiceError(404, 'customerNotFound', `Customer ${customerId} not found`)
  }
  const roles = await orm
    .select({ name: personRoles.name, status: personRoles.status })
    .from(personRoles)
    .where(and(eq(personRoles.customerId, customerId), eq(personRoles.personId, user.personId)))
  return {
    customerId,
    accountType: account.type as AccountType,
    accountStatus: account.status,
    userId: access.userId,
    personId: user.personId,
    roles: roles as CustomerActor['roles'],
  }
}

/** 403 `actionNotPermitted` unless the actor's ACTIVE roles allow the action on this account. */
export function actionError(
  actor: CustomerActor,
  action: CustomerAction,
): ServiceError | undefined {
  if (mayPerform(actor.roles, action, actor.accountType)) return undefined
  return new ServiceError(
    403,
    customerDataErrorCodes.actionNotPermitted,
    `Your role on this account does not allow ${action.replaceAll('_', ' ')}.`,
  )
}

/** The actor, if the token owns the account and the person's roles allow the action. */
export async function authorize(
  orm: SandboxOrm,
  access: VerifiedAccess,
  customerId: string,
  action: CustomerAction,
): Promise<CustomerActor | ServiceError> {
  const actor = await loadActor(orm, access, customerId)
  if (actor instanceof ServiceError) return actor
  return actionError(actor, action) ?? actor
}

/** The login's own person row (contact details of the user). */
export async function personOfUser(orm: SandboxOrm, userId: string) {
  const [row] = await orm
    .select({ person: persons, user: users })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, userId))
  return row
}

/**
 * Like `authorize`, but while the account is REGISTERED (onboarding) the person's REQUESTED roles
 * count: identification, uploads and the first reference account are how onboarding ends.
 */
export async function authorizeDuringOnboarding(
  orm: SandboxOrm,
  access: VerifiedAccess,
  customerId: string,
  action: CustomerAction,
): Promise<CustomerActor | ServiceError> {
  const actor = await loadActor(orm, access, customerId)
  if (actor instanceof ServiceError) return actor
  return actionError(withOnboardingRoles(actor), action) ?? actor
}

/** While the account is REGISTERED, the REQUESTED roles count as if ACTIVE (domain rule). */
export function withOnboardingRoles(actor: CustomerActor): CustomerActor {
  return { ...actor, roles: onboardingRoles(actor.roles, actor.accountStatus) }
}
