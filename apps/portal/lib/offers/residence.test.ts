import { describe, expect, it } from 'vitest'
import { residenceOf } from './residence'

describe('residenceOf', () => {
  it.each([
    ['GB', undefined, 'GB'],
    ['GB', 'AT', 'AT'],
    ['SE', undefined, 'DE'],
    ['DE', 'XX', 'DE'],
  ])('market %s, chosen %s → %s', (market, chosen, expected) => {
    expect(residenceOf(market, chosen)).toBe(expected)
  })
})
