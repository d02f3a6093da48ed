import { describe, expect, it } from 'vitest'
import { mixFields, readOrderMix } from './mix-order'

describe('readOrderMix', () => {
  it('reads the configurator’s fields from a query: lines in basis points and the mix’s class', () => {
    const mix = readOrderMix({
      w_IE000MRDW015: '60',
      w_IE000MRDM057: '10',
      w_LU2718AUG018: '30',
      w_IE000MRDE039: '',
      knowledge: 'good',
    })
    expect(mix?.lines).toEqual([
      { isin: 'IE000MRDW015', weightBasisPoints: 6_000 },
      { isin: 'IE000MRDM057', weightBasisPoints: 1_000 },
      { isin: 'LU2718AUG018', weightBasisPoints: 3_000 },
    ])
    expect(mix?.riskClass).toBe('70')
  })

  it('reads the same mix from a posted form and carries it on in hidden fields', () => {
    const form = new URLSearchParams({ w_IE000MRDW015: '100', riskClass: '100' })
    const mix = readOrderMix(form)
    expect(mix?.riskClass).toBe('100')
    expect(mix && mixFields(mix)).toEqual({ w_IE000MRDW015: '100' })
  })

  it.each([
    ['no mix at all', {}],
    ['weights short of 100 %', { w_IE000MRDW015: '60', w_LU2718AUG018: '30' }],
    ['a weight that is no whole percent', { w_IE000MRDW015: '99.5', w_LU2718AUG018: '0.5' }],
    ['a fund under 1 %', { w_IE000MRDW015: '100', w_LU2718AUG018: '0,5' }],
  ])('refuses %s', (_, query) => {
    expect(readOrderMix(query)).toBeNull()
  })
})
