import { describe, expect, it } from 'vitest'
import { dataConfirmationDueBy, isDataConfirmationDue } from './data-confirmation-due'

describe('dataConfirmationDueBy: a year after the last confirmation, or after registration', () => {
  it.each([
    ['2026-01-31', '2020-05-05', '2027-01-31'],
    [null, '2025-11-23', '2026-11-23'],
    ['2024-02-29', '2020-01-01', '2025-02-28'],
    [null, '2028-02-29', '2029-02-28'],
  ])('confirmed %s, registered %s → due by %s', (confirmed, registered, due) => {
    expect(dataConfirmationDueBy(confirmed, registered)).toBe(due)
  })
})

describe('isDataConfirmationDue: the task shows from the due day on', () => {
  it.each([
    ['2026-11-23', '2026-11-22', false],
    ['2026-11-23', '2026-11-23', true],
    ['2026-11-23', '2027-01-01', true],
  ])('due by %s, today %s → %s', (dueBy, today, due) => {
    expect(isDataConfirmationDue(dueBy, today)).toBe(due)
  })
})
