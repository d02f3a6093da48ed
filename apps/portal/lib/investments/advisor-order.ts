import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { parseAmount } from '@portal/domain/investments/parse-amount'
import { isPortfolioRiskClass } from '@portal/domain/investments/portfolio-risk-class'
import { prognosisBounds } from '@portal/domain/investments/prognosis-bounds'
import { validateSavingsPlanTerms } from '@portal/domain/investments/savings-plan'
import {
  type SuitabilityAnswers,
  SuitabilityAnswers as SuitabilityAnswersSchema,
  suitabilityQuestions,
} from '@portal/domain/investments/suitability-answers'

type Values = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

function read(values: Values, name: string): string {
  const value = values instanceof URLSearchParams ? values.get(name) : values[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

/** The questionnaire's answers from the query or a form, or null until all five are valid. */
export function readAnswers(values: Values): SuitabilityAnswers | null {
  const candidate = Object.fromEntries(
    Object.keys(suitabilityQuestions).map((question) => [question, read(values, question)]),
  )
  const parsed = SuitabilityAnswersSchema.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

export type AdvisorOrderField = 'oneTimeAmount' | 'planAmount' | 'planDay'
export type AdvisorOrderProblem = 'amount' | 'planAmount' | 'planDay' | 'noAmount' | 'planRequired'

export interface AdvisorOrder {
  riskClass: PortfolioRiskClass
  answers: SuitabilityAnswers
  oneTimeAmount: number
  savingsPlan?: { amount: number; dayOfMonth: number }
}

export type AdvisorOrderParse =
  | { ok: true; order: AdvisorOrder }
  | { ok: false; problems: Partial<Record<AdvisorOrderField | 'form', AdvisorOrderProblem>> }

/**
 * The robo advisor's order form: the class, the answers (hidden fields), a one-time amount (0 or
 * €500 … €10,000,000) and an optional savings plan (€25 … €100,000 on day 1–31). Amounts as typed
 * in the locale's format. A pension product is paid for by its monthly contribution, so there
 * the plan is required (`planRequired`) and the one-time amount optional.
 */
export function parseAdvisorOrder(
  values: Values,
  locale: string,
  options: { planRequired?: boolean } = {},
): AdvisorOrderParse {
  const answers = readAnswers(values)
  const riskClass = read(values, 'riskClass')
  if (!answers || !isPortfolioRiskClass(riskClass))
    return { ok: false, problems: { form: 'noAmount' } }
  const problems: Partial<Record<AdvisorOrderField | 'form', AdvisorOrderProblem>> = {}
  const oneTime = parseAmount(read(values, 'oneTimeAmount'), locale)
  const { min, max } = prognosisBounds.oneTimeInvestment
  const oneTimeAmount = oneTime.ok ? oneTime.minorUnits : Number.NaN
  if (!oneTime.ok || (oneTimeAmount !== 0 && (oneTimeAmount < min || oneTimeAmount > max)))
    problems.oneTimeAmount = 'amount'
  const planText = read(values, 'planAmount')
  const plan = parseAmount(planText, locale)
  let savingsPlan: AdvisorOrder['savingsPlan']
  if (!plan.ok) problems.planAmount = 'planAmount'
  else if (plan.minorUnits > 0) {
    const day = /^\d{1,2}$/.test(read(values, 'planDay'))
      ? Number(read(values, 'planDay'))
      : Number.NaN
    const messages = validateSavingsPlanTerms({ amount: plan.minorUnits, dayOfMonth: day })
    if (messages.amount) problems.planAmount = 'planAmount'
    if (messages.dayOfMonth) problems.planDay = 'planDay'
    savingsPlan = { amount: plan.minorUnits, dayOfMonth: day }
  }
  if (options.planRequired && !savingsPlan && !problems.planAmount)
    problems.planAmount = 'planRequired'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  if (oneTimeAmount === 0 && !savingsPlan)
    return { ok: false, problems: { oneTimeAmount: 'noAmount' } }
  return {
    ok: true,
    order: { riskClass, answers, oneTimeAmount, ...(savingsPlan ? { savingsPlan } : {}) },
  }
}

/** The amount an order's mTAN confirms: the one-time amount, else the plan's monthly rate. */
export function confirmedAmount(order: AdvisorOrder): number {
  return order.oneTimeAmount > 0 ? order.oneTimeAmount : (order.savingsPlan?.amount ?? 0)
}
