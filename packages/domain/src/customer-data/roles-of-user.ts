import type { Customer } from '../entities/customer'
import type { PersonRole } from '../entities/person'
import type { RoleName } from '../enumerations'

/**
 * The roles on this account of the person who is logged in, found by username among the embedded
 * persons (`embed=all-persons`). None when the user is not a person of the account: such a user
 * may do nothing on it.
 */
export function rolesOfUser(customer: Pick<Customer, '_embedded'>, username: string): PersonRole[] {
  const persons = customer._embedded?.persons ?? []
  return persons.filter((person) => person.username === username).flatMap((person) => person.roles)
}

/** Whether any person of the account holds the role ACTIVE, e.g. a TAX_PARTNER for a joint order. */
export function accountHasActiveRole(
  customer: Pick<Customer, '_embedded'>,
  role: RoleName,
): boolean {
  return (customer._embedded?.persons ?? []).some((person) =>
    person.roles.some((held) => held.name === role && held.status === 'ACTIVE'),
  )
}
