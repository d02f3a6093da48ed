import type { PrognosisProjection } from '../entities/prognosis'
import type { Holding } from './etf'
import type { SavingsSchedule } from './expected-path'
import { managementFeeBasisPoints } from './investment-fees'
import { type PortfolioProfile, portfolioProfile } from './portfolio-profile'
import { prognosisBounds } from './prognosis-bounds'
import { projectPrognosis } from './project-prognosis'

/** The configurator's mix as the fund overview shows it, with the configurator's fee. */
export function customMixProfile(holdings: Holding[]): PortfolioProfile {
  return portfolioProfile(holdings, managementFeeBasisPoints.configuratorMix)
}

/**
 * The same prognosis as for a risk class, fed with the mix's figures. Validate the schedule like a
 * class prognosis (validatePrognosisInput) and the holdings with validateCustomMix first.
 */
export function customMixPrognosis(
  holdings: Holding[],
  schedule: SavingsSchedule,
): PrognosisProjection {
  return projectPrognosis(
    { ...schedule, currency: prognosisBounds.currency },
    customMixProfile(holdings).assumptions,
  )
}
