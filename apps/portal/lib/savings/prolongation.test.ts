import { describe, expect, it } from 'vitest'
import { canChangeProlongation, ProlongationForm, prolongationMode } from './prolongation'
import { makeDeposit } from './savings-fixtures'

describe('canChangeProlongation', () => {
  it.each([
    {
      case: 'before the cut-off',
      today: '2027-05-26',
      mode: 'preset',
      status: 'active',
      can: true,
    },
    {
      case: 'on the cut-off day',
      today: '2027-05-27',
      mode: 'preset',
      status: 'active',
      can: true,
    },
    { case: 'the day after', today: '2027-05-28', mode: 'preset', status: 'active', can: false },
    {
      case: 'an offer without renewal',
      today: '2026-11-23',
      mode: 'none',
      status: 'active',
      can: false,
    },
    {
      case: 'a matured deposit',
      today: '2026-11-23',
      mode: 'preset',
      status: 'matured',
      can: false,
    },
  ] as const)('$case → $can', ({ today, mode, status, can }) => {
    expect(canChangeProlongation(makeDeposit({ status }), mode, today)).toBe(can)
  })

  it('never for an account without maturity', () => {
    expect(
      canChangeProlongation(makeDeposit({ prolongationCutoff: null }), 'preset', '2026-01-01'),
    ).toBe(false)
  })
})

describe('prolongationMode', () => {
  it.each([
    [true, 'preset'],
    [false, 'none'],
  ] as const)('automatic %s → %s', (automatic, mode) => {
    expect(prolongationMode(automatic)).toBe(mode)
  })
})

describe('ProlongationForm', () => {
  it.each([
    [{ depositId: 'd1', prolongation: 'PRINCIPAL' }, true],
    [{ depositId: 'd1', prolongation: 'EVERYTHING' }, false],
    [{ depositId: '', prolongation: 'NONE' }, false],
    [{ depositId: 'x'.repeat(65), prolongation: 'NONE' }, false],
  ])('%o valid: %s', (input, valid) => {
    expect(ProlongationForm.safeParse(input).success).toBe(valid)
  })
})
