import type { CalendarDate } from './calendar-date'

export interface GuaranteeLimit {
  /** Covered amount per depositor and bank (per ownership category in the US), minor units. */
  limit: number
  currency: string
  /** First day this limit applies. */
  from: CalendarDate
}

export interface GuaranteeScheme {
  name: string
  /** Limits over time, oldest first. */
  limits: readonly GuaranteeLimit[]
  /** US only: each ownership category (single, joint, business) is covered on its own. */
  perOwnershipCategory: boolean
  /** Poland: the limit is this euro amount, converted at the rate of the day a payout is due. */
  equivalentOf?: { limit: number; currency: string }
}

const since2015 = '2015-07-03'
/** The EU directive's harmonised amount per depositor and bank (Directive 2014/49/EU). */
export const euDirectiveLimit: GuaranteeLimit = {
  limit: 100_000_00,
  currency: 'EUR',
  from: since2015,
}
const eu = (name: string): GuaranteeScheme => ({
  name,
  limits: [euDirectiveLimit],
  perOwnershipCategory: false,
})

/**
 * Statutory deposit guarantees by the bank's country: the one table the ledger's exposure rules,
 * the sandbox's seed and every page read. EU: €100,000 per depositor and bank (Directive
 * 2014/49/EU). Poland: the PLN equivalent of €100,000; we assume 4.25 PLN/EUR (about the
 * 2025–2026 NBP average), i.e. PLN 425,000 — the BFG converts at the rate of the day the
 * guarantee is triggered. Sweden: the krona amount Riksgälden resets every five years to match
 * €100,000 (SEK 950,000 from 2016, 1,050,000 from 2021, 1,150,000 from 2026). Norway (EEA):
 * NOK 2,000,000, kept above the directive's amount. UK: FSCS £85,000, raised to £120,000 on
 * 1 December 2025 (PRA PS11/25). Switzerland: esisuisse CHF 100,000. US: FDIC $250,000 per
 * depositor, bank and ownership category (credit unions: NCUA, `creditUnionSchemes`).
 */
export const depositGuaranteeSchemes: Readonly<Record<string, GuaranteeScheme>> = {
  DE: eu('Entschädigungseinrichtung deutscher Banken'),
  AT: eu('Einlagensicherung Austria'),
  NL: eu('Depositogarantiestelsel'),
  LU: eu('Fonds de garantie des dépôts Luxembourg'),
  FI: eu('Talletussuoja'),
  IE: eu('Deposit Guarantee Scheme'),
  BE: eu('Garantiefonds voor financiële diensten'),
  FR: eu('Fonds de Garantie des Dépôts et de Résolution'),
  EE: eu('Tagatisfond'),
  SK: eu('Fond ochrany vkladov'),
  LT: eu('Indėlių draudimas'),
  ES: eu('Fondo de Garantía de Depósitos'),
  PT: eu('Fundo de Garantia de Depósitos'),
  LV: eu('Noguldījumu garantiju fonds'),
  MT: eu('Depositor Compensation Scheme'),
  HR: eu('Hrvatska agencija za osiguranje depozita'),
  IT: eu('Fondo Interbancario di Tutela dei Depositi'),
  BG: eu('Fond za garantirane na vlogovete'),
  CZ: eu('Garanční systém finančního trhu'),
  PL: {
    name: 'Bankowy Fundusz Gwarancyjny',
    limits: [{ limit: 425_000_00, currency: 'PLN', from: since2015 }],
    perOwnershipCategory: false,
    equivalentOf: { limit: euDirectiveLimit.limit, currency: euDirectiveLimit.currency },
  },
  SE: {
    name: 'Insättningsgarantin',
    limits: [
      { limit: 950_000_00, currency: 'SEK', from: '2016-01-01' },
      { limit: 1_050_000_00, currency: 'SEK', from: '2021-01-01' },
      { limit: 1_150_000_00, currency: 'SEK', from: '2026-01-01' },
    ],
    perOwnershipCategory: false,
  },
  NO: {
    name: 'Bankenes sikringsfond',
    limits: [{ limit: 2_000_000_00, currency: 'NOK', from: '1997-01-01' }],
    perOwnershipCategory: false,
  },
  GB: {
    name: 'Financial Services Compensation Scheme',
    limits: [
      { limit: 85_000_00, currency: 'GBP', from: '2017-01-30' },
      { limit: 120_000_00, currency: 'GBP', from: '2025-12-01' },
    ],
    perOwnershipCategory: false,
  },
  CH: {
    name: 'esisuisse',
    limits: [{ limit: 100_000_00, currency: 'CHF', from: '2011-01-01' }],
    perOwnershipCategory: false,
  },
  US: {
    name: 'Federal Deposit Insurance Corporation',
    limits: [{ limit: 250_000_00, currency: 'USD', from: '2010-07-21' }],
    perOwnershipCategory: true,
  },
}

/**
 * Schemes of institutions that are not banks, by country: US credit unions are insured by the
 * NCUA's share insurance fund on the FDIC's terms ($250,000 per member, credit union and
 * ownership category).
 */
export const creditUnionSchemes: Readonly<Record<string, GuaranteeScheme>> = {
  US: {
    name: 'National Credit Union Administration',
    limits: [{ limit: 250_000_00, currency: 'USD', from: '2010-07-21' }],
    perOwnershipCategory: true,
  },
}

export type GuaranteeOnDate = GuaranteeLimit & { scheme: string; perOwnershipCategory: boolean }

/** The limit of the bank country's scheme on `date`, or undefined for a country not listed. */
export function guaranteeLimitOn(
  bankCountry: string,
  date: CalendarDate,
): GuaranteeOnDate | undefined {
  const scheme = depositGuaranteeSchemes[bankCountry]
  const limit = scheme?.limits.filter((entry) => entry.from <= date).at(-1)
  if (scheme === undefined || limit === undefined) return undefined
  return { ...limit, scheme: scheme.name, perOwnershipCategory: scheme.perOwnershipCategory }
}
