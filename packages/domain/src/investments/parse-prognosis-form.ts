import { parseAmount } from './parse-amount'
import type { PrognosisFieldMessages } from './prognosis-bounds'
import { type PrognosisValidation, validatePrognosisInput } from './validate-prognosis-input'

/** Query or form values as Next.js hands them over (`searchParams`) or as URLSearchParams. */
export type FormValues = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

function read(values: FormValues, name: string): string {
  const value = values instanceof URLSearchParams ? values.get(name) : values[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

function parseYears(text: string): number {
  if (/^\d+$/.test(text)) return Number(text)
  // A fraction of a year is a number, just not an allowed duration.
  return /^\d+[.,]\d+$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN
}

/**
 * The prognosis form without JavaScript: the fields `oneTimeInvestment` and `monthlySavingRate`
 * (amounts in major units as typed), `durationYears` and `portfolioClass`, validated together.
 */
export function parsePrognosisForm(values: FormValues, locale: string): PrognosisValidation {
  const oneTime = parseAmount(read(values, 'oneTimeInvestment'), locale)
  const monthly = parseAmount(read(values, 'monthlySavingRate'), locale)
  const validation = validatePrognosisInput({
    oneTimeInvestment: oneTime.ok ? oneTime.minorUnits : Number.NaN,
    monthlySavingRate: monthly.ok ? monthly.minorUnits : Number.NaN,
    durationYears: parseYears(read(values, 'durationYears')),
    portfolioClass: read(values, 'portfolioClass'),
  })
  // A field that did not parse keeps the parser's reason rather than the validator's notANumber.
  const parseMessages: PrognosisFieldMessages = {
    ...(oneTime.ok ? {} : { oneTimeInvestment: { key: oneTime.key } }),
    ...(monthly.ok ? {} : { monthlySavingRate: { key: monthly.key } }),
  }
  if (validation.ok) return validation
  return { ok: false, messages: { ...validation.messages, ...parseMessages } }
}
