import { describe, expect, it } from 'vitest'
import { customerNavigation, type NavigationContext } from './customer-navigation'

const labels = (context: NavigationContext) =>
  Object.fromEntries(
    customerNavigation(context).map(({ group, items }) => [group, items.map((item) => item.label)]),
  )

describe('customerNavigation', () => {
  it('groups the built customer pages by job, in the route table order', () => {
    expect(labels({ locale: 'de-de' })).toEqual({
      money: [
        'dashboard',
        'transactions',
        'savings',
        'investments',
        'retirement',
        'products',
        'payout',
      ],
      messages: ['documents', 'postbox'],
      myData: [
        'exemptionOrder',
        'identification',
        'myDetails',
        'pensionTransferNotice',
        'directDebitMandate',
      ],
      security: ['userAccount', 'changePassword'],
    })
    expect(customerNavigation()[0]?.items[0]).toEqual({
      id: 'dashboard',
      path: '/dashboard',
      label: 'dashboard',
    })
  })

  it.each([
    ['de-de', ['investments', 'retirement']],
    ['nl-nl', ['investments']],
    ['fr-fr', []],
    ['en-gb', []],
  ] as const)('offers in %s only the investment pages it has: %j', (locale, expected) => {
    const money = labels({ locale }).money ?? []
    expect(money.filter((label) => ['investments', 'retirement'].includes(label))).toEqual(expected)
  })

  it.each([
    ['de-de', ['pensionTransferNotice', 'directDebitMandate']],
    ['nl-nl', ['directDebitMandate']],
    ['fr-fr', []],
    ['en-gb', []],
    ['en-us', []],
  ] as const)(
    'lists in %s the consents of the investment products it has: %j',
    (locale, expected) => {
      const myData = labels({ locale }).myData ?? []
      expect(
        myData.filter((label) => ['pensionTransferNotice', 'directDebitMandate'].includes(label)),
      ).toEqual(expected)
    },
  )

  it.each([
    ['de-de', true],
    ['de-at', false],
    ['de-ch', false],
    ['fr-fr', false],
    ['en-gb', false],
    ['en-us', false],
  ] as const)('lists the exemption order (German tax) in %s: %s', (locale, listed) => {
    expect(labels({ locale }).myData?.includes('exemptionOrder')).toBe(listed)
  })

  it('offers choosing the customer account only to a login with several', () => {
    expect(labels({ accounts: 1 }).security).toEqual(['userAccount', 'changePassword'])
    expect(labels({ accounts: 3 }).security).toEqual([
      'switchAccount',
      'userAccount',
      'changePassword',
    ])
  })
})
