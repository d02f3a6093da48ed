import type { CreditRating } from '@portal/domain'

/**
 * A partner-bank country: its sovereign rating and the currency its banks take deposits in. Its
 * deposit guarantee is in the domain's scheme table and its tax at source in the domain's
 * withholding-tax table: the ones the ledger books with.
 */
export interface PartnerCountry {
  code: string
  name: string
  rating: CreditRating
  currency: string
  /** Word used in fictional bank names, e.g. "Banca" or "Bank". */
  bankWord: string
  bankWordFirst: boolean
}

/** Ratings are plausible long-term sovereign ratings. */
export const partnerCountries: readonly PartnerCountry[] = [
  country('DE', 'Germany', 'AAA', 'EUR', 'Bank', false),
  country('AT', 'Austria', 'AA+', 'EUR', 'Bank', false),
  country('NL', 'Netherlands', 'AAA', 'EUR', 'Bank', false),
  country('LU', 'Luxembourg', 'AAA', 'EUR', 'Banque', true),
  country('FI', 'Finland', 'AA+', 'EUR', 'Pankki', false),
  country('IE', 'Ireland', 'AA', 'EUR', 'Bank', false),
  country('BE', 'Belgium', 'AA-', 'EUR', 'Bank', false),
  country('FR', 'France', 'AA-', 'EUR', 'Banque', true),
  country('EE', 'Estonia', 'A+', 'EUR', 'Pank', false),
  country('SK', 'Slovakia', 'A+', 'EUR', 'Banka', true),
  country('LT', 'Lithuania', 'A', 'EUR', 'Bankas', false),
  country('ES', 'Spain', 'A', 'EUR', 'Banco', true),
  country('PT', 'Portugal', 'A-', 'EUR', 'Banco', true),
  country('LV', 'Latvia', 'A-', 'EUR', 'Banka', false),
  country('MT', 'Malta', 'A-', 'EUR', 'Bank', false),
  country('HR', 'Croatia', 'A-', 'EUR', 'Banka', false),
  country('IT', 'Italy', 'BBB', 'EUR', 'Banca', true),
  country('BG', 'Bulgaria', 'BBB', 'EUR', 'Bank', false),
  country('PL', 'Poland', 'A-', 'PLN', 'Bank', true),
  country('CZ', 'Czechia', 'AA-', 'EUR', 'Banka', false),
  country('SE', 'Sweden', 'AAA', 'SEK', 'Bank', false),
  country('NO', 'Norway', 'AAA', 'NOK', 'Bank', false),
  country('GB', 'United Kingdom', 'AA', 'GBP', 'Bank', false),
  country('CH', 'Switzerland', 'AAA', 'CHF', 'Bank', false),
  country('US', 'United States', 'AA+', 'USD', 'Bank', false),
]

function country(
  code: string,
  name: string,
  rating: CreditRating,
  currency: string,
  bankWord: string,
  bankWordFirst: boolean,
): PartnerCountry {
  return { code, name, rating, currency, bankWord, bankWordFirst }
}
