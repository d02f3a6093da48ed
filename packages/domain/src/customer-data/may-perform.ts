import type { PersonRole } from '../entities/person'
import { type AccountType, roleNames } from '../enumerations'
import { type CustomerAction, customerActions } from './customer-actions'
import { roleRights } from './role-rights'

/** The part of a role the rights depend on. */
export type RoleGrant = Pick<PersonRole, 'name' | 'status'>

/**
 * Whether a person with these roles on an account may perform the action. Only ACTIVE roles
 * grant rights; a REQUESTED role is not yet approved and a DISABLED one is withdrawn.
 */
export function mayPerform(
  roles: readonly RoleGrant[],
  action: CustomerAction,
  accountType: AccountType,
): boolean {
  return roles.some(
    (role) => role.status === 'ACTIVE' && roleRights[role.name][action].includes(accountType),
  )
}

/** Every action the roles allow on the account, in the order of `customerActions`. */
export function permittedActions(
  roles: readonly RoleGrant[],
  accountType: AccountType,
): CustomerAction[] {
  return customerActions.filter((action) => mayPerform(roles, action, accountType))
}

/**
 * The roles that grant rights while an account is being opened: as long as it is REGISTERED, the
 * person's REQUESTED roles count as ACTIVE for the steps that finish the opening (identification,
 * uploads, the first reference account); once the bank has opened it, only ACTIVE roles count.
 */
export function onboardingRoles<Role extends RoleGrant>(
  roles: readonly Role[],
  accountStatus: string,
): Role[] {
  if (accountStatus !== 'REGISTERED') return [...roles]
  return roles.map((role) => (role.status === 'REQUESTED' ? { ...role, status: 'ACTIVE' } : role))
}

const accountTypeShort: Record<AccountType, string> = { PERSONAL: 'P', JOINT: 'J', BUSINESS: 'B' }

function cell(accountTypes: readonly AccountType[]): string {
  if (accountTypes.length === 0) return '—'
  if (accountTypes.length === 3) return '✓'
  return accountTypes.map((type) => accountTypeShort[type]).join(', ')
}

/**
 * The rights table as markdown for the README: ✓ on every account type, otherwise the types
 * where the role grants the action (P personal, J joint, B business), — on none.
 */
export function roleRightsMarkdown(): string {
  const header = `| Action | ${roleNames.join(' | ')} |`
  const rule = `|---|${roleNames.map(() => '---').join('|')}|`
  const rows = customerActions.map(
    (action) =>
      `| ${action} | ${roleNames.map((role) => cell(roleRights[role][action])).join(' | ')} |`,
  )
  return [header, rule, ...rows].join('\n')
}
