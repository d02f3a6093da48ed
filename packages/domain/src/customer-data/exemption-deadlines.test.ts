import { describe, expect, it } from 'vitest'
import {
  appliesToInterestPayment,
  exemptionYearProblem,
  interestPaymentsAffected,
} from './exemption-deadlines'

describe('exemptionYearProblem: "changes for the current year until 15 December"', () => {
  it.each([
    ['2026-11-23', 2026, null],
    ['2026-12-15', 2026, null],
    ['2026-12-16', 2026, 'current_year_deadline_passed'],
    ['2026-12-31', 2026, 'current_year_deadline_passed'],
    ['2026-12-16', 2027, null],
    ['2026-01-02', 2027, null],
    ['2026-11-23', 2025, 'tax_year_closed'],
    ['2027-01-01', 2026, 'tax_year_closed'],
    ['2026-11-23', 2028, 'tax_year_too_far'],
  ])('received %s for %i → %s', (receivedOn, taxYear, problem) => {
    expect(exemptionYearProblem(receivedOn, taxYear)).toBe(problem)
  })
})

describe('appliesToInterestPayment: "28 days before an interest payment", R ≤ P − 28', () => {
  it.each([
    ['2026-12-03', '2026-12-31', true],
    ['2026-12-04', '2026-12-31', false],
    ['2026-11-23', '2026-12-21', true],
    ['2026-11-24', '2026-12-21', false],
    ['2026-12-04', '2027-01-01', true],
    ['2026-12-05', '2027-01-01', false],
    // Across a leap day: 28 days before 2028-03-27 is 2028-02-28.
    ['2028-02-28', '2028-03-27', true],
    ['2028-02-29', '2028-03-27', false],
    ['2026-12-31', '2026-12-31', false],
  ])('received %s, paid %s → %s', (receivedOn, paymentOn, applies) => {
    expect(appliesToInterestPayment(receivedOn, paymentOn)).toBe(applies)
  })
})

describe('interestPaymentsAffected: quarterly payments of 2026, a change received on a date', () => {
  const quarterly = ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31', '2027-03-31']

  it.each([
    ['2026-01-10', 2026, ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']],
    ['2026-09-02', 2026, ['2026-09-30', '2026-12-31']],
    ['2026-09-03', 2026, ['2026-12-31']],
    // Taken until 15 December, but too late for the year's last payment.
    ['2026-12-10', 2026, []],
    ['2026-12-10', 2027, ['2027-03-31']],
  ])('received %s for %i → %j', (receivedOn, taxYear, affected) => {
    expect(interestPaymentsAffected(receivedOn, taxYear, quarterly)).toEqual(affected)
  })
})
