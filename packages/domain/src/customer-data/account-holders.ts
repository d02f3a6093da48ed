/** A person of an account with the names of their roles there. */
export interface PersonWithRoles {
  roles: readonly { name: string }[]
}

/**
 * The account's holders as the deposit guarantee counts them (a joint account's money counts
 * per holder): the persons with an ACCOUNT_HOLDER role, at least one.
 */
export function accountHolderCount(persons: readonly PersonWithRoles[]): number {
  const holders = persons.filter((person) =>
    person.roles.some((role) => role.name === 'ACCOUNT_HOLDER'),
  )
  return Math.max(holders.length, 1)
}
