import type { Faker } from '@faker-js/faker'
import type { Offer } from '@portal/domain'

/**
 * BENCH ONLY: `SANDBOX_SEED_TERM_OFFERS=<n>` grows the term-deposit offers to at least n by
 * copying seeded ones under new ids, for the benchmark of a filter change over 1,000 offers.
 * Unset (always, outside `npm run bench`) the seed is unchanged.
 */
export function withTermOfferCount(
  faker: Faker,
  offers: Offer[],
  count = Number(process.env.SANDBOX_SEED_TERM_OFFERS ?? 0),
): Offer[] {
  const terms = offers.filter((offer) => offer.productType === 'term_deposit')
  if (!Number.isSafeInteger(count) || count <= terms.length || terms.length === 0) return offers
  const copies = Array.from({ length: count - terms.length }, (_, index) => ({
    ...(terms[index % terms.length] as Offer),
    id: faker.string.uuid(),
  }))
  return [...offers, ...copies]
}
