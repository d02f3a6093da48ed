import { describe, expect, it } from 'vitest'
import { canonicalJson, changeDigest } from './change-digest'

describe('changeDigest: a challenge is bound to exactly one change', () => {
  it('does not depend on key order, nested or not', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    )
    expect(changeDigest('address_change', { city: 'Berlin', street: 'A' })).toBe(
      changeDigest('address_change', { street: 'A', city: 'Berlin' }),
    )
  })

  it.each([
    ['another value', 'email_change', { newEmail: 'b@example.com' }],
    ['another purpose', 'mobile_number_change', { newEmail: 'a@example.com' }],
    ['an extra field', 'email_change', { newEmail: 'a@example.com', x: 1 }],
  ])('differs for %s', (_case, purpose, change) => {
    expect(changeDigest(purpose, change)).not.toBe(
      changeDigest('email_change', { newEmail: 'a@example.com' }),
    )
  })
})
