import { describe, expect, it } from 'vitest'
import type { Person } from '../entities/person'
import { mayPerform } from './may-perform'
import { accountHasActiveRole, rolesOfUser } from './roles-of-user'

const person = (username: string, roles: Person['roles']): Person => ({
  id: `PER_${username}`,
  firstName: 'Demo',
  lastName: 'Person',
  username,
  roles,
})

/** The seeded joint account: two holders, the partner also TAX_PARTNER (still REQUESTED here). */
const joint = {
  _embedded: {
    persons: [
      person('demo.joint@example.com', [{ id: 'R1', name: 'ACCOUNT_HOLDER', status: 'ACTIVE' }]),
      person('demo.joint.partner@example.com', [
        { id: 'R2', name: 'ACCOUNT_HOLDER', status: 'ACTIVE' },
        { id: 'R3', name: 'TAX_PARTNER', status: 'REQUESTED' },
      ]),
    ],
  },
}

describe('rolesOfUser', () => {
  it.each([
    ['demo.joint@example.com', ['R1']],
    ['demo.joint.partner@example.com', ['R2', 'R3']],
    ['someone.else@example.com', []],
  ])('%s → %j', (username, ids) => {
    expect(rolesOfUser(joint, username).map((role) => role.id)).toEqual(ids)
  })

  it('gives a user who is no person of the account no rights', () => {
    expect(
      mayPerform(rolesOfUser(joint, 'someone.else@example.com'), 'view_account', 'JOINT'),
    ).toBe(false)
  })

  it('works without embedded persons', () => {
    expect(rolesOfUser({}, 'demo.joint@example.com')).toEqual([])
  })
})

describe('accountHasActiveRole', () => {
  it.each([
    ['ACCOUNT_HOLDER', true],
    ['TAX_PARTNER', false],
    ['LEGAL_REPRESENTATIVE', false],
  ] as const)('%s → %s', (role, held) => {
    expect(accountHasActiveRole(joint, role)).toBe(held)
  })
})
