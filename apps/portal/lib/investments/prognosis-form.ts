import type { PrognosisProjection } from '@portal/domain/entities/prognosis'
import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { parsePrognosisForm } from '@portal/domain/investments/parse-prognosis-form'
import type { PrognosisFieldMessages } from '@portal/domain/investments/prognosis-bounds'
import { prognosisForClass } from '@portal/domain/investments/risk-class-profile'

/** The four prognosis fields as typed (GET form, query of the shared page). */
export interface PrognosisFormValues {
  oneTimeInvestment: string
  monthlySavingRate: string
  durationYears: string
  portfolioClass: string
}

export const prognosisFieldNames = [
  'oneTimeInvestment',
  'monthlySavingRate',
  'durationYears',
  'portfolioClass',
] as const satisfies readonly (keyof PrognosisFormValues)[]

/** Which page shows the prognosis: its defaults and the wording of its §8 error. */
export type PrognosisVariant = 'wealthManagement' | 'pension' | 'advisor'

/** What a visitor sees first: a middle-of-the-road saver on each page. */
export const prognosisDefaults: Record<PrognosisVariant, PrognosisFormValues> = {
  wealthManagement: {
    oneTimeInvestment: '10000',
    monthlySavingRate: '100',
    durationYears: '10',
    portfolioClass: '70',
  },
  pension: {
    oneTimeInvestment: '5000',
    monthlySavingRate: '200',
    durationYears: '25',
    portfolioClass: '50',
  },
  advisor: {
    oneTimeInvestment: '10000',
    monthlySavingRate: '100',
    durationYears: '10',
    portfolioClass: '50',
  },
}

type Query = Readonly<Record<string, string | string[] | undefined>>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The form values of a page's query: a field the query does not name keeps its default, so a
 * first visit shows a prognosis; a field sent empty stays empty (and is read as zero).
 */
export function prognosisFormValues(
  query: Query,
  defaults: PrognosisFormValues,
  fixedClass?: PortfolioRiskClass,
): PrognosisFormValues {
  const values = { ...defaults }
  for (const name of prognosisFieldNames) {
    const sent = first(query[name])
    if (sent !== undefined) values[name] = sent.slice(0, 40)
  }
  if (fixedClass) values.portfolioClass = fixedClass
  return values
}

export type PrognosisOutcome =
  | { kind: 'projection'; projection: PrognosisProjection }
  | { kind: 'invalid'; messages: PrognosisFieldMessages }
  /** §8: the prognosis cannot be computed for valid inputs (the model failed). */
  | { kind: 'failed' }

/** Validates and projects; a model failure becomes the §8 error, never an exception. */
export function evaluatePrognosis(
  values: PrognosisFormValues,
  locale: string,
  project: (
    input: Extract<ReturnType<typeof parsePrognosisForm>, { ok: true }>['input'],
  ) => PrognosisProjection = prognosisForClass,
): PrognosisOutcome {
  const validation = parsePrognosisForm(new URLSearchParams({ ...values }), locale)
  if (!validation.ok) return { kind: 'invalid', messages: validation.messages }
  try {
    const projection = project(validation.input)
    const finite = [projection.finalCapital, ...projection.path.map((point) => point.good)]
    if (!finite.every(Number.isSafeInteger)) return { kind: 'failed' }
    return { kind: 'projection', projection }
  } catch {
    return { kind: 'failed' }
  }
}
