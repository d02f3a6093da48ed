import 'server-only'
import type { GateInvestor, InvestmentArea } from '@portal/domain/investments/investment-access'
import { investmentAccess } from '@portal/domain/investments/investment-access'
import type { PortalLocale } from '@portal/domain/locales'
import { getFlag } from '@/lib/flags'
import { LDUserBuilder } from '@/lib/flags/profile-builder'

/** The feature flags of the two areas (LaunchDarkly keys); on unless the flag service says off. */
export const investmentAreaFlags: Readonly<Record<InvestmentArea, string>> = {
  investments: 'investmentsEnabled',
  retirement: 'retirementEnabled',
}

/** The flag for a visitor of a shared page: anonymous, so the page stays one rendering. */
async function publicFlag(area: InvestmentArea): Promise<boolean> {
  return getFlag(investmentAreaFlags[area], new LDUserBuilder(), true)
}

/** Whether a public page of the area (promotion, prognosis) shows in this market. */
export async function publicAreaAccess(area: InvestmentArea, locale: PortalLocale) {
  return investmentAccess({ area, locale, flagOn: await publicFlag(area) })
}

/** The gate for a customer: market, the flag for the customer's profile, then the investor. */
export async function customerAreaAccess(
  area: InvestmentArea,
  locale: PortalLocale,
  profile: LDUserBuilder,
  investor: GateInvestor,
) {
  const flagOn = await getFlag(investmentAreaFlags[area], profile, true)
  return investmentAccess({ area, locale, flagOn, investor })
}
