import { describe, expect, it } from 'vitest'
import { calendarEntries, calendarEvents } from './maturity-calendar'
import { fixtureToday, makeDeposit, noticeDeposit, overnightDeposit } from './savings-fixtures'

const summary = (deposits: Parameters<typeof calendarEntries>[0], prolongs = true) =>
  calendarEntries(deposits, fixtureToday, () => prolongs).map((entry) => [
    entry.kind,
    entry.deposit.id,
    entry.date,
  ])

describe('calendarEntries', () => {
  it('has the maturity and the prolongation cut-off of a renewing term deposit, in date order', () => {
    expect(summary([makeDeposit()])).toEqual([
      ['prolongationCutoff', 'dep-term-1', '2027-05-27'],
      ['maturity', 'dep-term-1', '2027-06-03'],
    ])
  })

  it('has no cut-off where the offer pays out at maturity', () => {
    expect(summary([makeDeposit()], false)).toEqual([['maturity', 'dep-term-1', '2027-06-03']])
  })

  it('has the day a notice account pays out once notice is given, nothing before', () => {
    const given = { ...noticeDeposit, status: 'notice_given' as const, availableOn: '2026-12-28' }
    expect(summary([noticeDeposit, given, overnightDeposit])).toEqual([
      ['noticeEnd', 'dep-notice-1', '2026-12-28'],
    ])
  })

  it('leaves out past days and closed deposits', () => {
    expect(
      summary([
        makeDeposit({ id: 'old', maturityDate: '2026-11-01', prolongationCutoff: '2026-10-25' }),
        makeDeposit({ id: 'paid', status: 'paid_out' }),
      ]),
    ).toEqual([])
  })
})

describe('calendarEvents', () => {
  it('gives each entry a UID stable across feeds (kind and deposit)', () => {
    const events = calendarEvents(
      calendarEntries([makeDeposit()], fixtureToday, () => true),
      (entry) => ({ summary: entry.kind, description: '', url: `/d/${entry.deposit.id}` }),
      'portal.example',
    )
    expect(events.map((event) => event.uid)).toEqual([
      'prolongationCutoff-dep-term-1@portal.example',
      'maturity-dep-term-1@portal.example',
    ])
  })
})
