import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { portfolioRiskClasses } from '../enumerations'
import { parsePrognosisForm } from './parse-prognosis-form'
import { expectedMonthlyFactor } from './prognosis-assumptions'
import { prognosisBounds } from './prognosis-bounds'
import { prognosisForClass, riskClassProfile } from './risk-class-profile'

const { oneTimeInvestment, monthlySavingRate, durationYears } = prognosisBounds
const amount = (bounds: { min: number; max: number }) =>
  fc.oneof(fc.constant(0), fc.integer({ min: bounds.min, max: bounds.max }))
const validInput = fc
  .record({
    oneTimeInvestment: amount(oneTimeInvestment),
    monthlySavingRate: amount(monthlySavingRate),
    durationYears: fc.integer(durationYears),
    portfolioClass: fc.constantFrom(...portfolioRiskClasses),
  })
  .filter((input) => input.oneTimeInvestment + input.monthlySavingRate > 0)

describe('prognosis properties over the whole allowed input range', () => {
  it('agrees with the closed-form annuity due and keeps bad < expected < good', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = prognosisForClass({ ...input, currency: 'EUR' })
        const f = expectedMonthlyFactor(riskClassProfile(input.portfolioClass).assumptions)
        const n = input.durationYears * 12
        const P = input.oneTimeInvestment
        const S = input.monthlySavingRate
        const closedForm = P * f ** n + (S * f * (f ** n - 1)) / (f - 1)
        expect(Math.abs(result.finalCapital - closedForm)).toBeLessThanOrEqual(
          Math.max(1, closedForm * 1e-10),
        )
        expect(result.totalContributions).toBe(P + S * n)
        for (const point of result.path.slice(1)) {
          expect(point.bad).toBeLessThan(point.expected)
          expect(point.expected).toBeLessThan(point.good)
        }
      }),
      { numRuns: 60, seed: 20261123 },
    )
  })

  it('reads back every allowed amount as the German form shows it', () => {
    const german = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 })
    fc.assert(
      fc.property(validInput, (input) => {
        const form = {
          oneTimeInvestment: german.format(input.oneTimeInvestment / 100),
          monthlySavingRate: german.format(input.monthlySavingRate / 100),
          durationYears: String(input.durationYears),
          portfolioClass: input.portfolioClass,
        }
        expect(parsePrognosisForm(form, 'de-DE')).toEqual({
          ok: true,
          input: { ...input, currency: 'EUR' },
        })
      }),
      { numRuns: 200, seed: 20261123 },
    )
  })
})
