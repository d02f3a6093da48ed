import type { PrognosisInput } from '../entities/prognosis'
import { isPortfolioRiskClass } from './portfolio-risk-class'
import {
  type PrognosisField,
  type PrognosisFieldMessage,
  type PrognosisFieldMessages,
  prognosisBounds,
} from './prognosis-bounds'

/** The four inputs before validation, e.g. decoded from a form or JSON. */
export interface PrognosisCandidate {
  oneTimeInvestment: number
  monthlySavingRate: number
  durationYears: number
  portfolioClass: string
}

export type PrognosisValidation =
  | { ok: true; input: PrognosisInput }
  | { ok: false; messages: PrognosisFieldMessages }

function amountMessage(
  amount: number,
  bounds: { min: number; max: number },
): PrognosisFieldMessage | undefined {
  if (!Number.isFinite(amount)) return { key: 'notANumber' }
  if (amount < 0) return { key: 'negative' }
  if (!Number.isInteger(amount)) return { key: 'tooManyDecimals' }
  if (amount > 0 && amount < bounds.min) return { key: 'min', limit: bounds.min }
  if (amount > bounds.max) return { key: 'max', limit: bounds.max }
  return undefined
}

function durationMessage(years: number): PrognosisFieldMessage | undefined {
  const { min, max } = prognosisBounds.durationYears
  if (!Number.isFinite(years)) return { key: 'notANumber' }
  if (!Number.isInteger(years) || years < min) return { key: 'durationOutOfRange', limit: min }
  if (years > max) return { key: 'durationOutOfRange', limit: max }
  return undefined
}

/** Checks every field at once, so that the form can show all its helper messages together. */
export function validatePrognosisInput(candidate: PrognosisCandidate): PrognosisValidation {
  const { oneTimeInvestment, monthlySavingRate, durationYears, portfolioClass } = candidate
  const noAmount =
    oneTimeInvestment === 0 && monthlySavingRate === 0 ? ({ key: 'noAmount' } as const) : undefined
  const found: [PrognosisField, PrognosisFieldMessage | undefined][] = [
    [
      'oneTimeInvestment',
      noAmount ?? amountMessage(oneTimeInvestment, prognosisBounds.oneTimeInvestment),
    ],
    [
      'monthlySavingRate',
      noAmount ?? amountMessage(monthlySavingRate, prognosisBounds.monthlySavingRate),
    ],
    ['durationYears', durationMessage(durationYears)],
    ['portfolioClass', isPortfolioRiskClass(portfolioClass) ? undefined : { key: 'unknownClass' }],
  ]
  const messages: PrognosisFieldMessages = {}
  for (const [field, message] of found) if (message) messages[field] = message
  if (Object.keys(messages).length > 0 || !isPortfolioRiskClass(portfolioClass))
    return { ok: false, messages }
  const { currency } = prognosisBounds
  return {
    ok: true,
    input: { oneTimeInvestment, monthlySavingRate, durationYears, portfolioClass, currency },
  }
}
