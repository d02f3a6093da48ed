import { describe, expect, it } from 'vitest'
import type { SavingsPlan } from './savings-plan'
import { changeCutOff, pauseSavingsPlan, resumeSavingsPlan } from './savings-plan-pause'

const plan: SavingsPlan = { amount: 10_000, dayOfMonth: 1, startDate: '2026-01-01' }
const today = '2026-11-23' // Monday: the cut-off is two bank days later, Wednesday 25 November

describe('pauseSavingsPlan', () => {
  it('has a cut-off of two bank days', () => {
    expect(changeCutOff(today)).toBe('2026-11-25')
    expect(changeCutOff('2026-11-27')).toBe('2026-12-01') // Friday → Tuesday
  })

  it.each([
    ['at the cut-off, until resumed', {}, { from: '2026-11-25' }],
    ['never before the cut-off', { from: '2026-11-23' }, { from: '2026-11-25' }],
    ['from a later date', { from: '2027-01-01' }, { from: '2027-01-01' }],
    ['for three months', { until: '2027-02-25' }, { from: '2026-11-25', until: '2027-02-25' }],
    [
      'for twelve months exactly',
      { until: '2027-11-25' },
      { from: '2026-11-25', until: '2027-11-25' },
    ],
  ])('pauses %s', (_, request, pause) => {
    expect(pauseSavingsPlan(plan, today, request)).toEqual({ ok: true, plan: { ...plan, pause } })
  })

  it.each([
    ['longer than twelve months', plan, { until: '2027-11-26' }, 'pauseTooLong'],
    [
      'with its end before its start',
      plan,
      { from: '2027-01-01', until: '2027-01-01' },
      'resumeNotAfterPause',
    ],
    ['again while paused', { ...plan, pause: { from: '2026-11-01' } }, {}, 'alreadyPaused'],
    [
      'while a later pause is set',
      { ...plan, pause: { from: '2027-01-01', until: '2027-03-01' } },
      {},
      'alreadyPaused',
    ],
  ])('refuses a pause %s', (_, current, request, reason) => {
    expect(pauseSavingsPlan(current, today, request)).toEqual({ ok: false, reason })
  })

  it('pauses again once the last pause is over', () => {
    const ended = { ...plan, pause: { from: '2026-01-01', until: '2026-03-01' } }
    expect(pauseSavingsPlan(ended, today)).toEqual({
      ok: true,
      plan: { ...plan, pause: { from: '2026-11-25' } },
    })
  })
})

describe('resumeSavingsPlan', () => {
  it.each([
    [
      'a running pause ends at the cut-off',
      { from: '2026-10-01' },
      { pause: { from: '2026-10-01', until: '2026-11-25' } },
    ],
    ['a pause not yet begun is dropped', { from: '2027-01-01', until: '2027-03-01' }, {}],
  ])('%s', (_, pause, change) => {
    expect(resumeSavingsPlan({ ...plan, pause }, today)).toEqual({
      ok: true,
      plan: { ...plan, ...change },
    })
  })

  it.each([
    ['an active plan', plan],
    ['a plan whose pause is over', { ...plan, pause: { from: '2026-01-01', until: '2026-03-01' } }],
  ])('refuses to resume %s', (_, current) => {
    expect(resumeSavingsPlan(current, today)).toEqual({ ok: false, reason: 'notPaused' })
  })
})
