import type { Region } from '@portal/domain/region'

/**
 * The platform a country belongs to: the US and the UK have their own, every other country is
 * served by the European one. Customers by their address, offers by their bank's country; the
 * sandbox's ledger refuses an order across markets with the same rule.
 */
export function marketOfCountry(countryCode: string): Region {
  if (countryCode === 'US') return 'USA'
  if (countryCode === 'GB') return 'GBR'
  return 'DEU'
}

export function isOfferOfMarket(offer: { country: string }, market: Region): boolean {
  return marketOfCountry(offer.country) === market
}

const endedAvailabilities: readonly string[] = ['SOLD_OUT', 'COMING_SOON']

/** An offer that takes no orders (sold out or not yet open). */
export function hasOfferEnded(offer: { availability: string }): boolean {
  return endedAvailabilities.includes(offer.availability)
}
