import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AccountType, type RoleName, roleNames } from '../enumerations'
import { type CustomerAction, customerActions } from './customer-actions'
import { mayPerform, onboardingRoles, permittedActions, roleRightsMarkdown } from './may-perform'

/**
 * Written out by hand, not derived from `roleRights`: the account types (P personal, J joint,
 * B business) on which an ACTIVE role allows the action. Spec section 6 names the roles but not
 * their rights; issue 16: "only account holders and authorised persons order and withdraw, a tax
 * partner sees tax documents"; "a business needs a legal representative to withdraw".
 */
const expected: Record<RoleName, Record<CustomerAction, string>> = {
  ACCOUNT_HOLDER: {
    view_account: 'PJB',
    order_deposit: 'PJ',
    withdraw: 'PJ',
    change_reference_account: 'PJ',
    change_personal_data: 'PJ',
    change_own_contact_data: 'PJB',
    read_postbox: 'PJB',
    write_postbox: 'PJB',
    see_tax_documents: 'PJB',
    file_exemption_order: 'PJ',
    manage_consents: 'PJB',
    invest: 'PJ',
  },
  AUTHORIZED_PERSON: {
    view_account: 'PJB',
    order_deposit: 'PJB',
    withdraw: 'PJ',
    change_reference_account: '',
    change_personal_data: '',
    change_own_contact_data: 'PJB',
    read_postbox: 'PJB',
    write_postbox: 'PJB',
    see_tax_documents: '',
    file_exemption_order: '',
    manage_consents: 'PJB',
    invest: '',
  },
  LEGAL_REPRESENTATIVE: {
    view_account: 'PJB',
    order_deposit: 'PJB',
    withdraw: 'PJB',
    change_reference_account: 'PJB',
    change_personal_data: 'PJB',
    change_own_contact_data: 'PJB',
    read_postbox: 'PJB',
    write_postbox: 'PJB',
    see_tax_documents: 'PJB',
    file_exemption_order: 'PJ',
    manage_consents: 'PJB',
    invest: 'PJB',
  },
  ULTIMATE_BENEFICIAL_OWNER: {
    view_account: '',
    order_deposit: '',
    withdraw: '',
    change_reference_account: '',
    change_personal_data: '',
    change_own_contact_data: 'PJB',
    read_postbox: '',
    write_postbox: '',
    see_tax_documents: '',
    file_exemption_order: '',
    manage_consents: 'PJB',
    invest: '',
  },
  TAX_PARTNER: {
    view_account: '',
    order_deposit: '',
    withdraw: '',
    change_reference_account: '',
    change_personal_data: '',
    change_own_contact_data: 'PJB',
    read_postbox: '',
    write_postbox: '',
    see_tax_documents: 'PJ',
    file_exemption_order: 'PJ',
    manage_consents: 'PJB',
    invest: '',
  },
}

const accountTypes: [AccountType, string][] = [
  ['PERSONAL', 'P'],
  ['JOINT', 'J'],
  ['BUSINESS', 'B'],
]

const cases = roleNames.flatMap((role) =>
  customerActions.flatMap((action) =>
    accountTypes.map(
      ([accountType, letter]) =>
        [role, action, accountType, expected[role][action].includes(letter)] as const,
    ),
  ),
)

describe('mayPerform: each role on each action and account type', () => {
  it.each(cases)('ACTIVE %s, %s on %s → %s', (role, action, accountType, allowed) => {
    expect(mayPerform([{ name: role, status: 'ACTIVE' }], action, accountType)).toBe(allowed)
  })
})

describe('mayPerform: only ACTIVE roles grant rights (spec section 4 role statuses)', () => {
  it.each(['REQUESTED', 'DISABLED'] as const)('a %s account holder may do nothing', (status) => {
    expect(permittedActions([{ name: 'ACCOUNT_HOLDER', status }], 'PERSONAL')).toEqual([])
  })

  it('a person without roles may do nothing', () => {
    expect(permittedActions([], 'JOINT')).toEqual([])
  })
})

describe('mayPerform: several roles add up', () => {
  it.each([
    // The seeded business customer: legal representative and UBO.
    [['LEGAL_REPRESENTATIVE', 'ULTIMATE_BENEFICIAL_OWNER'], 'withdraw', 'BUSINESS', true],
    [['AUTHORIZED_PERSON', 'ULTIMATE_BENEFICIAL_OWNER'], 'withdraw', 'BUSINESS', false],
    // The seeded joint partner: account holder and tax partner.
    [['ACCOUNT_HOLDER', 'TAX_PARTNER'], 'file_exemption_order', 'JOINT', true],
    [['TAX_PARTNER'], 'withdraw', 'JOINT', false],
  ] as const)('%j, %s on %s → %s', (names, action, accountType, allowed) => {
    const roles = names.map((name) => ({ name, status: 'ACTIVE' as const }))
    expect(mayPerform(roles, action, accountType)).toBe(allowed)
  })

  it('a disabled legal representative who is still UBO may not withdraw', () => {
    const roles = [
      { name: 'LEGAL_REPRESENTATIVE', status: 'DISABLED' },
      { name: 'ULTIMATE_BENEFICIAL_OWNER', status: 'ACTIVE' },
    ] as const
    expect(mayPerform(roles, 'withdraw', 'BUSINESS')).toBe(false)
  })
})

describe('onboardingRoles: REQUESTED roles count only while the account is REGISTERED', () => {
  const roles = [
    { name: 'ACCOUNT_HOLDER', status: 'REQUESTED' },
    { name: 'TAX_PARTNER', status: 'DISABLED' },
  ] as const
  it.each([
    ['REGISTERED', ['ACTIVE', 'DISABLED'], true],
    ['ACTIVE', ['REQUESTED', 'DISABLED'], false],
    ['BLOCKED', ['REQUESTED', 'DISABLED'], false],
  ] as const)('on a %s account: %j, may upload: %s', (accountStatus, statuses, upload) => {
    const granted = onboardingRoles(roles, accountStatus)
    expect(granted.map((role) => role.status)).toEqual(statuses)
    expect(mayPerform(granted, 'change_own_contact_data', 'PERSONAL')).toBe(upload)
  })
})

describe('roleRightsMarkdown', () => {
  it('has a header, a rule and one row per action', () => {
    const lines = roleRightsMarkdown().split('\n')
    expect(lines).toHaveLength(2 + customerActions.length)
    expect(lines[0]).toBe(`| Action | ${roleNames.join(' | ')} |`)
    expect(lines).toContain('| withdraw | P, J | — | P, J | ✓ | — |')
  })
})

describe('mayPerform: properties', () => {
  const role = fc.record({
    name: fc.constantFrom(...roleNames),
    status: fc.constantFrom('REQUESTED', 'ACTIVE', 'DISABLED' as const),
  })
  const action = fc.constantFrom(...customerActions)
  const accountType = fc.constantFrom('PERSONAL', 'JOINT', 'BUSINESS' as const)

  it('another role never takes a right away', () => {
    fc.assert(
      fc.property(fc.array(role), role, action, accountType, (roles, extra, act, type) => {
        if (mayPerform(roles, act, type))
          expect(mayPerform([...roles, extra], act, type)).toBe(true)
      }),
    )
  })

  it('roles that are not ACTIVE never add a right', () => {
    fc.assert(
      fc.property(fc.array(role), role, action, accountType, (roles, extra, act, type) => {
        const inactive = { ...extra, status: 'DISABLED' as const }
        expect(mayPerform([...roles, inactive], act, type)).toBe(mayPerform(roles, act, type))
      }),
    )
  })
})
