import type { PortfolioRiskClass } from '../enumerations'
import { riskClassesByRisk, riskRank } from './portfolio-risk-class'
import { riskClassProfile } from './risk-class-profile'
import { type SuitabilityAnswers, suitabilityScore } from './suitability-answers'

export const suitabilityReasons = [
  'horizonTooShort',
  'lossToleranceTooLow',
  'noExperienceWithEquities',
  'insufficientKnowledge',
  'noFinancialReserve',
  'riskProfileTooLow',
] as const
export type SuitabilityReason = (typeof suitabilityReasons)[number]

/** The riskiest class whose bad year (5th percentile after costs) loses at most `loss`. */
function classWithinLoss(loss: number): PortfolioRiskClass {
  const fitting = riskClassesByRisk.filter((c) => riskClassProfile(c).oneYearRange.bad >= -loss)
  return fitting.at(-1) ?? 'money_market'
}

const lossLimits = { none: 0, upTo10: 0.1, upTo15: 0.15, upTo25: 0.25 } as const

/** The riskiest class each answer allows (the loss tolerance is read against the model). */
export const answerCaps = {
  horizon: {
    underThreeYears: 'money_market',
    threeToFiveYears: '30',
    fiveToTenYears: '70',
    overTenYears: '100',
  },
  experience: { none: '50', fundsOrBonds: '70', equities: '100' },
  knowledge: { none: '30', basic: '70', good: '100', expert: '100' },
  financialSituation: { noReserve: '30', reserve: '100', reserveAndSurplus: '100' },
} as const

/** Score 0–13 to a class: the lowest score each class needs, two or three points a step. */
export const scoreThresholds: readonly [number, PortfolioRiskClass][] = [
  [11, '100'],
  [8, '70'],
  [5, '50'],
  [2, '30'],
]

function limits(answers: SuitabilityAnswers): [SuitabilityReason, PortfolioRiskClass][] {
  const score = suitabilityScore(answers)
  const byScore = scoreThresholds.find(([least]) => score >= least)?.[1] ?? 'money_market'
  return [
    ['horizonTooShort', answerCaps.horizon[answers.horizon]],
    ['lossToleranceTooLow', classWithinLoss(lossLimits[answers.lossTolerance])],
    ['noExperienceWithEquities', answerCaps.experience[answers.experience]],
    ['insufficientKnowledge', answerCaps.knowledge[answers.knowledge]],
    ['noFinancialReserve', answerCaps.financialSituation[answers.financialSituation]],
    ['riskProfileTooLow', byScore],
  ]
}

export interface SuitabilityAssessment {
  score: number
  /** The riskiest class all answers allow; the robo advisor proposes it. */
  recommendedClass: PortfolioRiskClass
}

export function assessSuitability(answers: SuitabilityAnswers): SuitabilityAssessment {
  const ranks = limits(answers).map(([, riskClass]) => riskRank(riskClass))
  const recommendedClass = riskClassesByRisk[Math.min(...ranks)] ?? 'money_market'
  return { score: suitabilityScore(answers), recommendedClass }
}

export type RequestedClassDecision =
  | { ok: true }
  | { ok: false; recommendedClass: PortfolioRiskClass; reasons: SuitabilityReason[] }

/** A class at or below the recommended one is accepted; above it, every answer that forbids it. */
export function checkRequestedClass(
  answers: SuitabilityAnswers,
  requested: PortfolioRiskClass,
): RequestedClassDecision {
  const reasons = limits(answers)
    .filter(([, allowed]) => riskRank(allowed) < riskRank(requested))
    .map(([reason]) => reason)
  if (reasons.length === 0) return { ok: true }
  return { ok: false, recommendedClass: assessSuitability(answers).recommendedClass, reasons }
}
