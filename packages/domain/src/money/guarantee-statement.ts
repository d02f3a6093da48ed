import type { Market } from '../markets'
import type { CalendarDate } from './calendar-date'
import {
  creditUnionSchemes,
  depositGuaranteeSchemes,
  euDirectiveLimit,
  type GuaranteeScheme,
  guaranteeLimitOn,
} from './deposit-guarantee-schemes'

export interface StatedScheme {
  name: string
  /** Whose deposits it covers: banks, or (US) credit unions. */
  institutions: 'banks' | 'creditUnions'
}

/**
 * What a market's home page states about the deposit guarantee, as figures (the words are the
 * portal's): the amount per depositor and bank, the schemes it names and, for Poland, the euro
 * amount the złoty limit stands for.
 */
export interface GuaranteeStatementFacts {
  kind: Market['guarantee']['kind']
  /** Schemes named: none for the euro markets (each bank's national scheme under the directive). */
  schemes: readonly StatedScheme[]
  /** Covered amount per depositor and bank, minor units of `currency`. */
  limit: number
  currency: string
  /** PL: the limit is the PLN equivalent of this amount, converted when a payout is due. */
  equivalentOf: { limit: number; currency: string } | null
  /** US: each ownership category (single, joint, business) is covered on its own. */
  perOwnershipCategory: boolean
}

/**
 * The guarantee statement of a market's home page on `date`, from the scheme table the ledger's
 * exposure rules use: the EU directive's €100,000 for the euro markets, the national scheme of
 * GB, CH, PL and the US (FDIC for banks, NCUA for credit unions).
 */
export function guaranteeStatementOn(market: Market, date: CalendarDate): GuaranteeStatementFacts {
  const { guarantee } = market
  if (guarantee.kind === 'euDirective') {
    const { limit, currency } = euDirectiveLimit
    return {
      kind: 'euDirective',
      schemes: [],
      limit,
      currency,
      equivalentOf: null,
      perOwnershipCategory: false,
    }
  }
  const national = guaranteeLimitOn(guarantee.country, date)
  if (national === undefined) {
    throw new Error(`No deposit guarantee scheme for ${guarantee.country} on ${date}`)
  }
  return {
    kind: 'nationalScheme',
    schemes: statedSchemes(guarantee.country),
    limit: national.limit,
    currency: national.currency,
    equivalentOf: depositGuaranteeSchemes[guarantee.country]?.equivalentOf ?? null,
    perOwnershipCategory: national.perOwnershipCategory,
  }
}

function statedSchemes(country: string): StatedScheme[] {
  const named = (
    scheme: GuaranteeScheme | undefined,
    institutions: StatedScheme['institutions'],
  ) => (scheme ? [{ name: scheme.name, institutions }] : [])
  return [
    ...named(depositGuaranteeSchemes[country], 'banks'),
    ...named(creditUnionSchemes[country], 'creditUnions'),
  ]
}
