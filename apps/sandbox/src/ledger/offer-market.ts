import type { Region } from '@portal/domain/region'

/**
 * The market a customer belongs to and the market an offer is sold in. Customers by the
 * country of their address: the US and the UK have their own platforms (spec section 9:
 * regions USA and GBR), every other country is served by the European platform (DEU). Offers
 * by the partner bank's country in the same way: US banks for US customers, UK banks for UK
 * customers, the other partner banks for the European platform.
 */
export function marketOfCountry(countryCode: string): Region {
  if (countryCode === 'US') return 'USA'
  if (countryCode === 'GB') return 'GBR'
  return 'DEU'
}

export function isOfferInCustomerMarket(bankCountry: string, customerCountry: string): boolean {
  return marketOfCountry(bankCountry) === marketOfCountry(customerCountry)
}
