import { describe, expect, it } from 'vitest'
import { confirmationDueOn, dataConfirmationDue } from './data-confirmation'

describe('data confirmation', () => {
  it.each([
    [{ confirmedOn: null, registrationDate: '2024-11-23' }, '2026-11-23', true],
    [{ confirmedOn: null, registrationDate: '2024-11-24' }, '2026-11-23', false],
    [{ confirmedOn: '2026-01-10', registrationDate: '2020-01-01' }, '2026-11-23', false],
    [{ confirmedOn: '2024-01-10', registrationDate: '2020-01-01' }, '2026-11-23', true],
  ])('%j on %s → due %s', (facts, today, due) => {
    expect(dataConfirmationDue(facts, today)).toBe(due)
  })

  it('counts two years from the last confirmation, else from registration', () => {
    expect(confirmationDueOn({ confirmedOn: '2025-02-28', registrationDate: '2020-01-01' })).toBe(
      '2027-02-28',
    )
    expect(confirmationDueOn({ confirmedOn: null, registrationDate: '2026-06-01' })).toBe(
      '2028-06-01',
    )
  })
})
