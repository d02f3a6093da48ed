import type { CreditRating } from '@portal/domain'

/**
 * A partner-bank country: its sovereign rating and statutory deposit guarantee. Its tax at source
 * is in the domain's withholding-tax table, the one the ledger books with.
 */
export interface PartnerCountry {
  code: string
  name: string
  rating: CreditRating
  currency: string
  guarantee: { scheme: string; limit: number; currency: string }
  /** Word used in fictional bank names, e.g. "Banca" or "Bank". */
  bankWord: string
  bankWordFirst: boolean
}

const euGuarantee = (scheme: string) => ({ scheme, limit: 100_000_00, currency: 'EUR' })

/** Ratings are plausible long-term sovereign ratings; schemes are the statutory ones. */
export const partnerCountries: readonly PartnerCountry[] = [
  country(
    'DE',
    'Germany',
    'AAA',
    'EUR',
    euGuarantee('Entschädigungseinrichtung deutscher Banken'),
    'Bank',
    false,
  ),
  country('AT', 'Austria', 'AA+', 'EUR', euGuarantee('Einlagensicherung Austria'), 'Bank', false),
  country('NL', 'Netherlands', 'AAA', 'EUR', euGuarantee('Depositogarantiestelsel'), 'Bank', false),
  country(
    'LU',
    'Luxembourg',
    'AAA',
    'EUR',
    euGuarantee('Fonds de garantie des dépôts Luxembourg'),
    'Banque',
    true,
  ),
  country('FI', 'Finland', 'AA+', 'EUR', euGuarantee('Talletussuoja'), 'Pankki', false),
  country('IE', 'Ireland', 'AA', 'EUR', euGuarantee('Deposit Guarantee Scheme'), 'Bank', false),
  country(
    'BE',
    'Belgium',
    'AA-',
    'EUR',
    euGuarantee('Garantiefonds voor financiële diensten'),
    'Bank',
    false,
  ),
  country(
    'FR',
    'France',
    'AA-',
    'EUR',
    euGuarantee('Fonds de Garantie des Dépôts et de Résolution'),
    'Banque',
    true,
  ),
  country('EE', 'Estonia', 'A+', 'EUR', euGuarantee('Tagatisfond'), 'Pank', false),
  country('SK', 'Slovakia', 'A+', 'EUR', euGuarantee('Fond ochrany vkladov'), 'Banka', true),
  country('LT', 'Lithuania', 'A', 'EUR', euGuarantee('Indėlių draudimas'), 'Bankas', false),
  country('ES', 'Spain', 'A', 'EUR', euGuarantee('Fondo de Garantía de Depósitos'), 'Banco', true),
  country(
    'PT',
    'Portugal',
    'A-',
    'EUR',
    euGuarantee('Fundo de Garantia de Depósitos'),
    'Banco',
    true,
  ),
  country('LV', 'Latvia', 'A-', 'EUR', euGuarantee('Noguldījumu garantiju fonds'), 'Banka', false),
  country('MT', 'Malta', 'A-', 'EUR', euGuarantee('Depositor Compensation Scheme'), 'Bank', false),
  country(
    'HR',
    'Croatia',
    'A-',
    'EUR',
    euGuarantee('Hrvatska agencija za osiguranje depozita'),
    'Banka',
    false,
  ),
  country(
    'IT',
    'Italy',
    'BBB',
    'EUR',
    euGuarantee('Fondo Interbancario di Tutela dei Depositi'),
    'Banca',
    true,
  ),
  country(
    'BG',
    'Bulgaria',
    'BBB',
    'EUR',
    euGuarantee('Фонд за гарантиране на влоговете'),
    'Bank',
    false,
  ),
  country('PL', 'Poland', 'A-', 'EUR', euGuarantee('Bankowy Fundusz Gwarancyjny'), 'Bank', true),
  country(
    'CZ',
    'Czechia',
    'AA-',
    'EUR',
    euGuarantee('Garanční systém finančního trhu'),
    'Banka',
    false,
  ),
  country(
    'SE',
    'Sweden',
    'AAA',
    'SEK',
    { scheme: 'Insättningsgarantin', limit: 1_050_000_00, currency: 'SEK' },
    'Bank',
    false,
  ),
  country(
    'NO',
    'Norway',
    'AAA',
    'NOK',
    { scheme: 'Bankenes sikringsfond', limit: 2_000_000_00, currency: 'NOK' },
    'Bank',
    false,
  ),
  country(
    'GB',
    'United Kingdom',
    'AA',
    'GBP',
    { scheme: 'Financial Services Compensation Scheme', limit: 85_000_00, currency: 'GBP' },
    'Bank',
    false,
  ),
  country(
    'CH',
    'Switzerland',
    'AAA',
    'CHF',
    { scheme: 'esisuisse', limit: 100_000_00, currency: 'CHF' },
    'Bank',
    false,
  ),
  country(
    'US',
    'United States',
    'AA+',
    'USD',
    { scheme: 'Federal Deposit Insurance Corporation', limit: 250_000_00, currency: 'USD' },
    'Bank',
    false,
  ),
]

function country(
  code: string,
  name: string,
  rating: CreditRating,
  currency: string,
  guarantee: PartnerCountry['guarantee'],
  bankWord: string,
  bankWordFirst: boolean,
): PartnerCountry {
  return { code, name, rating, currency, guarantee, bankWord, bankWordFirst }
}
