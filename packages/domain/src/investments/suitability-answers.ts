import { z } from 'zod'

/**
 * The robo advisor's suitability questionnaire: one answer per question, from the most cautious
 * to the most experienced. Each answer is worth its position in points (0, 1, 2 …).
 */
export const suitabilityQuestions = {
  /** Knowledge of funds, ETFs and their risks. */
  knowledge: ['none', 'basic', 'good', 'expert'],
  /** Past dealings in securities: none, funds or bonds only, or equities and equity funds. */
  experience: ['none', 'fundsOrBonds', 'equities'],
  /** When the money will be needed. */
  horizon: ['underThreeYears', 'threeToFiveYears', 'fiveToTenYears', 'overTenYears'],
  /** The largest fall in a bad year the customer would sit out without selling. */
  lossTolerance: ['none', 'upTo10', 'upTo15', 'upTo25'],
  /** A reserve of three net monthly incomes besides this investment, and a regular surplus. */
  financialSituation: ['noReserve', 'reserve', 'reserveAndSurplus'],
} as const

export type SuitabilityQuestion = keyof typeof suitabilityQuestions

export const SuitabilityAnswers = z.object({
  knowledge: z.enum(suitabilityQuestions.knowledge),
  experience: z.enum(suitabilityQuestions.experience),
  horizon: z.enum(suitabilityQuestions.horizon),
  lossTolerance: z.enum(suitabilityQuestions.lossTolerance),
  financialSituation: z.enum(suitabilityQuestions.financialSituation),
})
export type SuitabilityAnswers = z.infer<typeof SuitabilityAnswers>

/** Points of the answers: each answer's position in its question's list. */
export function suitabilityScore(answers: SuitabilityAnswers): number {
  return (Object.keys(suitabilityQuestions) as SuitabilityQuestion[]).reduce(
    (sum, question) =>
      sum + (suitabilityQuestions[question] as readonly string[]).indexOf(answers[question]),
    0,
  )
}
