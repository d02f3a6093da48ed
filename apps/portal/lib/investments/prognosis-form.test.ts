import { describe, expect, it } from 'vitest'
import {
  evaluatePrognosis,
  type PrognosisFormValues,
  prognosisDefaults,
  prognosisFormValues,
} from './prognosis-form'

const base: PrognosisFormValues = prognosisDefaults.wealthManagement

describe('prognosisFormValues', () => {
  it.each([
    [{}, base],
    [{ durationYears: '20' }, { ...base, durationYears: '20' }],
    [{ oneTimeInvestment: '' }, { ...base, oneTimeInvestment: '' }],
    [{ portfolioClass: ['30', '50'] }, { ...base, portfolioClass: '30' }],
  ])('reads %j over the defaults', (query, expected) => {
    expect(prognosisFormValues(query, base)).toEqual(expected)
  })
})

describe('evaluatePrognosis', () => {
  it('projects valid inputs: contributions are the one-time amount plus every monthly rate', () => {
    const outcome = evaluatePrognosis(base, 'de-de')
    expect(outcome.kind).toBe('projection')
    if (outcome.kind !== 'projection') return
    expect(outcome.projection.totalContributions).toBe(1_000_000 + 10_000 * 120)
    expect(outcome.projection.path).toHaveLength(11)
  })

  it.each([
    [{ oneTimeInvestment: '100' }, 'oneTimeInvestment', 'min'],
    [{ oneTimeInvestment: '20000000' }, 'oneTimeInvestment', 'max'],
    [{ monthlySavingRate: '10' }, 'monthlySavingRate', 'min'],
    [{ monthlySavingRate: '-5' }, 'monthlySavingRate', 'negative'],
    [{ monthlySavingRate: 'abc' }, 'monthlySavingRate', 'notANumber'],
    [{ durationYears: '41' }, 'durationYears', 'durationOutOfRange'],
    [{ durationYears: '2.5' }, 'durationYears', 'durationOutOfRange'],
    [{ portfolioClass: '80' }, 'portfolioClass', 'unknownClass'],
    [{ oneTimeInvestment: '0', monthlySavingRate: '' }, 'oneTimeInvestment', 'noAmount'],
  ])('gives %j a message at %s (%s), no projection', (change, field, key) => {
    const outcome = evaluatePrognosis({ ...base, ...change }, 'de-de')
    expect(outcome).toMatchObject({ kind: 'invalid', messages: { [field]: { key } } })
  })

  it('turns a failing model into the §8 error instead of throwing', () => {
    const outcome = evaluatePrognosis(base, 'de-de', () => {
      throw new RangeError('no scenario')
    })
    expect(outcome).toEqual({ kind: 'failed' })
  })
})
