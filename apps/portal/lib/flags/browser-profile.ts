import type { CustomerFlagContext } from '@portal/domain/entities/feature-flag-context'
import { investmentAreaLocales } from '@portal/domain/investments/investment-access'
import type { PortalLocale } from '@portal/domain/locales'
import { LDUserBuilder } from './profile-builder'

export interface FlagProfileInput {
  locale: PortalLocale
  /** Region marker, e.g. `deu`. */
  region: string
  /** Host the visitor uses, e.g. `savings-portal.example`. */
  domain: string
  /** The first (chosen) BAC number of a logged-in user; absent for a visitor. */
  bacNumber?: string | undefined
  /** Shape B from `loadCustomerFlagContext`; `{}` when the customer could not be loaded. */
  customer?: CustomerFlagContext | Record<string, never> | undefined
}

const isCustomerContext = (
  customer: FlagProfileInput['customer'],
): customer is CustomerFlagContext => customer !== undefined && 'customerId' in customer

/**
 * Shape A of the flag context, always through `LDUserBuilder`. A visitor is anonymous with the
 * web-investor key; a logged-in user is keyed by the BAC number, with the shape B attributes
 * mapped onto shape A (an empty shape B keeps only the key, the site and the locale features).
 */
export function flagProfile(input: FlagProfileInput): LDUserBuilder {
  const builder = new LDUserBuilder().attributes({
    investorRegion: input.region,
    investorDomain: input.domain,
    // the markets of spec section 6, as the investment screens' gate reads them
    investmentsActive: investmentAreaLocales.investments.includes(input.locale),
    pensionsActive: investmentAreaLocales.retirement.includes(input.locale),
  })
  if (!input.bacNumber) return builder
  builder.key(input.bacNumber)
  const customer = input.customer
  if (!isCustomerContext(customer)) return builder
  return builder.attributes({
    country: customer.investorCountry,
    investorType: customer.investorType,
    investorStatus: customer.investorStatus,
    distributor: customer.distributor,
    investorRegion: customer.investorRegion,
    investorDomain: customer.investorDomain,
    alphaInvestor: customer.isAlphaGroup,
    betaInvestor: customer.isBetaGroup,
  })
}

/** What the browser SDK needs: the context and the server's evaluation as bootstrap. */
export interface FlagBootstrap {
  context: ReturnType<LDUserBuilder['build']>
  /** `allFlagsState(context).toJSON()` of the server SDK; `{}` when it has no client. */
  bootstrap: Record<string, unknown>
  /** Client-side id of the flag service; absent locally (then nothing leaves the browser). */
  clientSideId: string | undefined
}
