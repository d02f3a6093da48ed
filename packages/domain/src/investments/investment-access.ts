import type { InvestorStatus, InvestorType } from '../investor'
import type { PortalLocale } from '../locales'
import { markets } from '../markets'

export type InvestmentArea = 'investments' | 'retirement'

/**
 * Spec section 6: "The investments feature is on for de-DE and nl-NL; retirement only for de-DE."
 * The market table's `investments` and `retirement` say it; these are its markets per area.
 */
export const investmentAreaLocales: Readonly<Record<InvestmentArea, readonly PortalLocale[]>> = {
  investments: Object.values(markets)
    .filter((entry) => entry.investments)
    .map((entry) => entry.locale),
  retirement: Object.values(markets)
    .filter((entry) => entry.retirement)
    .map((entry) => entry.locale),
}

/** The investor attributes of spec sections 1 and 3 (flag context) that the gate reads. */
export interface GateInvestor {
  investorType: InvestorType
  investorStatus: InvestorStatus
  /** The customer holds an investment portfolio. */
  investmentsActive: boolean
  /** The customer holds a pension product. */
  pensionsActive: boolean
}

export type AreaAccess =
  | { visible: false; reason: 'marketNotServed' | 'switchedOff' | 'businessInvestor' }
  | {
      visible: true
      /** promotion: public pages; onboarding: offer to start; dashboard: the holdings. */
      view: 'promotion' | 'onboarding' | 'dashboard'
      canOrder: boolean
    }

/**
 * Whether an investment area exists for this visitor, in order: the market (locale), the feature
 * flag, then the investor. Pension products are for private persons, so business investors do not
 * see retirement. Only an exported investor (accepted by the servicing bank) may order.
 */
export function investmentAccess(request: {
  area: InvestmentArea
  locale: PortalLocale
  /** The area's feature flag; off hides the area everywhere. */
  flagOn: boolean
  /** Absent for a public visitor. */
  investor?: GateInvestor
}): AreaAccess {
  const { area, locale, flagOn, investor } = request
  if (!investmentAreaLocales[area].includes(locale))
    return { visible: false, reason: 'marketNotServed' }
  if (!flagOn) return { visible: false, reason: 'switchedOff' }
  if (investor === undefined) return { visible: true, view: 'promotion', canOrder: false }
  if (area === 'retirement' && investor.investorType === 'business') {
    return { visible: false, reason: 'businessInvestor' }
  }
  const active = area === 'investments' ? investor.investmentsActive : investor.pensionsActive
  return {
    visible: true,
    view: active ? 'dashboard' : 'onboarding',
    canOrder: investor.investorStatus === 'exported',
  }
}
