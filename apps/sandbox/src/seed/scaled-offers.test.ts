import { faker } from '@faker-js/faker'
import type { Offer } from '@portal/domain'
import { describe, expect, it } from 'vitest'
import { withTermOfferCount } from './scaled-offers'

const offer = (id: string, productType: Offer['productType']) => ({ id, productType }) as Offer

describe('withTermOfferCount', () => {
  const seeded = [offer('t1', 'term_deposit'), offer('n1', 'notice_account')]

  it('leaves the seed alone without a count', () => {
    expect(withTermOfferCount(faker, seeded, 0)).toBe(seeded)
    expect(withTermOfferCount(faker, seeded, Number.NaN)).toBe(seeded)
  })

  it('adds term-deposit copies with new ids up to the count', () => {
    const grown = withTermOfferCount(faker, seeded, 5)
    const terms = grown.filter((item) => item.productType === 'term_deposit')
    expect(terms).toHaveLength(5)
    expect(new Set(grown.map((item) => item.id)).size).toBe(grown.length)
  })
})
