import { formatDate } from '@portal/domain/format'
import { describe, expect, it } from 'vitest'
import { bookingReference, bookingReferenceIn } from './booking-references'

const german = { language: 'de', tag: 'de-DE' } as const
const finnish = { language: 'fi', tag: 'fi-FI' } as const

describe('booking references in the reader’s language', () => {
  it('writes the bank’s own references with words and dates of the language', () => {
    const stored = bookingReference.interest('2026-12-02', '2027-01-02')
    expect(stored).toBe('Interest 2026-12-02 – 2027-01-02')
    expect(bookingReferenceIn(stored, german)).toBe(
      `Zinsen ${formatDate('2026-12-02', 'de-DE')} – ${formatDate('2027-01-02', 'de-DE')}`,
    )
    expect(bookingReferenceIn(bookingReference.maturity('2027-01-01'), finnish)).toBe(
      `Eräpäivä ${formatDate('2027-01-01', 'fi-FI')}`,
    )
    expect(bookingReferenceIn(bookingReference.notice('2026-12-01', '2027-01-03'), german)).toMatch(
      /^Kündigung /,
    )
    expect(bookingReferenceIn(bookingReference.payout('1a2b3c4d'), german)).toBe(
      'Auszahlung 1a2b3c4d',
    )
    expect(bookingReferenceIn(bookingReference.withdrawal('1a2b3c4d'), finnish)).toBe(
      'Nosto 1a2b3c4d',
    )
    expect(bookingReferenceIn(bookingReference.referralBonus, german)).toBe('Prämie Freunde werben')
    expect(bookingReferenceIn(bookingReference.referralBonus, finnish)).toBe('Suosittelubonus')
  })

  it('never rewrites a payment reference or a customer’s own text', () => {
    for (const own of ['ORDER 1A2B3C4D', 'Savings', 'Interest for Mum', 'Maturity soon']) {
      expect(bookingReferenceIn(own, german)).toBe(own)
    }
  })
})
