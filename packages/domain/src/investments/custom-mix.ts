import { z } from 'zod'
import type { Etf, Holding } from './etf'
import { etfByIsin } from './etf-universe'

/** One line of the configurator: a fund of the universe and its weight in basis points. */
export interface CustomMixLine {
  isin: string
  weightBasisPoints: number
}

/** The configurator takes weights in basis points (0.01 %); its inputs step in whole percents. */
export const customMixLimits = {
  maxEtfs: 10,
  minWeightBasisPoints: 100,
  totalBasisPoints: 10_000,
} as const

export const customMixReasons = [
  'noEtf',
  'tooManyEtfs',
  'unknownEtf',
  'duplicateEtf',
  'weightNotWhole',
  'weightTooSmall',
  'weightsDoNotSumTo100',
] as const
export type CustomMixReason = (typeof customMixReasons)[number]

export interface CustomMixProblem {
  reason: CustomMixReason
  /** The line at fault, when the reason concerns one line. */
  line?: number
}

export type CustomMixValidation =
  | { ok: true; holdings: Holding[] }
  | { ok: false; problems: CustomMixProblem[] }

function lineProblem(line: CustomMixLine, etf: Etf | undefined, seen: Set<string>) {
  if (etf === undefined) return 'unknownEtf'
  if (seen.has(line.isin)) return 'duplicateEtf'
  seen.add(line.isin)
  if (!Number.isInteger(line.weightBasisPoints)) return 'weightNotWhole'
  if (line.weightBasisPoints < customMixLimits.minWeightBasisPoints) return 'weightTooSmall'
  return undefined
}

/** All problems of a configured mix at once: each line's first problem with its index. */
export function validateCustomMix(lines: readonly CustomMixLine[]): CustomMixValidation {
  if (lines.length === 0) return { ok: false, problems: [{ reason: 'noEtf' }] }
  const problems: CustomMixProblem[] = []
  if (lines.length > customMixLimits.maxEtfs) problems.push({ reason: 'tooManyEtfs' })
  const seen = new Set<string>()
  const holdings: Holding[] = []
  lines.forEach((line, index) => {
    const etf = etfByIsin(line.isin)
    const reason = lineProblem(line, etf, seen)
    if (reason) problems.push({ reason, line: index })
    else if (etf) holdings.push({ etf, weightBasisPoints: line.weightBasisPoints })
  })
  const total = lines.reduce((sum, line) => sum + line.weightBasisPoints, 0)
  if (total !== customMixLimits.totalBasisPoints) problems.push({ reason: 'weightsDoNotSumTo100' })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, holdings }
}

/**
 * One line of a mix as requests carry it: an ISIN and a whole weight in basis points. Only the
 * shape; the configurator's rules are `validateCustomMix` (a service answers them with 422).
 */
export const CustomMixLineSchema = z.object({
  isin: z.string().min(12).max(12),
  weightBasisPoints: z.number().int().min(0).max(customMixLimits.totalBasisPoints),
})

/** The lines of a mix as a request carries them, before the configurator's rules. */
export const CustomMixLines = z.array(CustomMixLineSchema).max(100)

/**
 * A configured mix as a request carries it, checked by the configurator's rules
 * (`validateCustomMix`); each problem is an issue at `[line]` or the whole mix, its message the
 * rule's reason.
 */
export const CustomMix = CustomMixLines.superRefine((lines, context) => {
  const validation = validateCustomMix(lines)
  if (validation.ok) return
  for (const problem of validation.problems)
    context.addIssue({
      code: 'custom',
      message: problem.reason,
      path: problem.line === undefined ? [] : [problem.line],
    })
})
export type CustomMix = z.infer<typeof CustomMix>
