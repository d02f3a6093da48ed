import { describe, expect, it } from 'vitest'
import { interestBookingDates } from './interest-booking-dates'

describe('interestBookingDates', () => {
  it.each([
    {
      case: 'term deposit, annual payout, 2 years',
      deposit: {
        payout: 'ANNUAL',
        start: '2026-01-15',
        maturity: '2028-01-15',
        until: '2030-01-01',
      },
      dates: ['2027-01-15', '2028-01-15'],
    },
    {
      case: 'term deposit, quarterly payout, 9 months, month ends',
      deposit: {
        payout: 'QUARTERLY',
        start: '2026-05-31',
        maturity: '2027-02-28',
        until: '2030-01-01',
      },
      dates: ['2026-08-31', '2026-11-30', '2027-02-28'],
    },
    {
      case: 'term deposit paying at maturity',
      deposit: {
        payout: 'MATURITY',
        start: '2026-03-02',
        maturity: '2029-03-02',
        until: '2030-01-01',
      },
      dates: ['2029-03-02'],
    },
    {
      case: 'monthly payout, listed only up to today',
      deposit: {
        payout: 'MONTHLY',
        start: '2026-01-31',
        maturity: '2027-01-31',
        until: '2026-04-30',
      },
      dates: ['2026-02-28', '2026-03-31', '2026-04-30'],
    },
    {
      case: 'overnight account "at maturity" is booked annually',
      deposit: { payout: 'MATURITY', start: '2026-02-01', maturity: null, until: '2028-06-01' },
      dates: ['2027-02-01', '2028-02-01'],
    },
    {
      case: 'booking interval overrides the payout scheme',
      deposit: {
        payout: 'ANNUAL',
        bookingInterval: 'QUARTERLY',
        start: '2026-01-01',
        maturity: '2026-07-01',
        until: '2027-01-01',
      },
      dates: ['2026-04-01', '2026-07-01'],
    },
    {
      case: 'an empty booking interval keeps the scheme',
      deposit: {
        payout: 'ANNUAL',
        bookingInterval: '',
        start: '2026-01-01',
        maturity: null,
        until: '2027-06-01',
      },
      dates: ['2027-01-01'],
    },
  ] as const)('$case', ({ deposit, dates }) => {
    expect(interestBookingDates(deposit)).toEqual(dates)
  })
})
