import { customerDataErrorCodes } from '@portal/api-clients/contracts/customers'
import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import type { AccountType, RoleName, RoleStatus } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { mayPerform, onboardingRoles } from '@portal/domain/customer-data/may-perform'
import { and, eq, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { customerAccounts, personRoles, persons, users } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { VerifiedAccess } from '../../identity/access-token'
import {
  type LoginStanding,
  loginStanding,
  standingColumns,
  standingOf,
} from '../../identity/refresh-tokens'

/** Who acts on which account: the login's person and their roles there. */
export interface CustomerActor {
  customerId: string
  accountType: AccountType
  accountStatus: string
  userId: string
  personId: string
  roles: { name: RoleName; status: RoleStatus }[]
}

/** 403 (normalised `unauthorized`) unless the token's `bac_number` list holds the customer. */
export function ownershipError(
  access: VerifiedAccess,
  customerId: string,
): ServiceError | undefined {
  if (access.bacNumbers.includes(customerId)) return undefined
  return new ServiceError(
    403,
    identityErrorCodes.unauthorized,
    'The customer does not belong to this login.',
  )
}

/**
 * One round trip: where the login stands, the account, the login's person and that person's roles
 * on the account.
 */
const actorRows = preparedPerDatabase((orm) =>
  orm
    .select({
      ...standingColumns(orm),
      type: customerAccounts.type,
      status: customerAccounts.status,
      personId: persons.id,
      roleName: personRoles.name,
      roleStatus: personRoles.status,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(customerAccounts, eq(customerAccounts.id, sql.placeholder('customerId')))
    .leftJoin(
      personRoles,
      and(eq(personRoles.customerId, customerAccounts.id), eq(personRoles.personId, persons.id)),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('customer_actor'),
)

/**
 * Where the token's login stands (blocked account, ended session) and that login acting on a
 * customer account: 403 `unauthorized` when the token does not own the account, 404 when it does
 * not exist. The caller answers the standing first.
 */
export async function loadActor(
  orm: SandboxOrm,
  access: VerifiedAccess,
  customerId: string,
): Promise<{ standing: LoginStanding; actor: CustomerActor | ServiceError }> {
  const familyId = access.sessionId
  const standingAlone = () => loginStanding(orm, access.userId, familyId)
  const forbidden = ownershipError(access, customerId)
  if (forbidden !== undefined) return { standing: await standingAlone(), actor: forbidden }
  const rows = await actorRows(orm).execute({
    customerId,
    userId: access.userId,
    familyId: familyId ?? '',
  })
  const [first] = rows
  if (first === undefined) {
    return {
      standing: await standingAlone(),
      actor: new ServiceError(404, 'customerNotFound', `Customer ${customerId} not found`),
    }
  }
  const actor = {
    customerId,
    accountType: first.type as AccountType,
    accountStatus: first.status,
    userId: access.userId,
    personId: first.personId,
    roles: rows.flatMap(({ roleName, roleStatus }) =>
      roleName === null || roleStatus === null
        ? []
        : [{ name: roleName as RoleName, status: roleStatus as RoleStatus }],
    ),
  }
  return { standing: standingOf(first, familyId), actor }
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

/** While the account is REGISTERED, the REQUESTED roles count as if ACTIVE (domain rule). */
export function withOnboardingRoles(actor: CustomerActor): CustomerActor {
  return { ...actor, roles: onboardingRoles(actor.roles, actor.accountStatus) }
}
