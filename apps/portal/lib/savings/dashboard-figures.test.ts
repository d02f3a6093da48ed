import { describe, expect, it } from 'vitest'
import { nextMaturities, totalsByProductType } from './dashboard-figures'
import { fixtureToday, makeDeposit, noticeDeposit, overnightDeposit } from './savings-fixtures'

describe('totalsByProductType', () => {
  it('adds the balances of held deposits per product type and currency, term first', () => {
    const totals = totalsByProductType(
      [
        overnightDeposit,
        makeDeposit({ balance: 100 }),
        makeDeposit({ id: 'b', balance: 200 }),
        makeDeposit({ id: 'usd', currency: 'USD', balance: 7 }),
        makeDeposit({ id: 'paid', status: 'paid_out', balance: 0 }),
        noticeDeposit,
      ],
      'de-de',
    )
    expect(totals).toEqual([
      { productType: 'term_deposit', currency: 'EUR', amount: 300, deposits: 2 },
      { productType: 'term_deposit', currency: 'USD', amount: 7, deposits: 1 },
      { productType: 'overnight_deposit', currency: 'EUR', amount: 1_008_112, deposits: 1 },
      { productType: 'notice_account', currency: 'EUR', amount: 500_000, deposits: 1 },
    ])
  })

  it('names a foreign-currency deposit in the market’s own currency by its term, as its offer', () => {
    const pln = { productType: 'foreign_currency', currency: 'PLN', balance: 40_000 } as const
    const deposits = [
      makeDeposit({ id: 'pln-12', ...pln }),
      makeDeposit({ id: 'pln-open', ...pln, termMonths: null }),
      makeDeposit({ id: 'eur', balance: 100 }),
    ]
    expect(totalsByProductType(deposits, 'pl-pl')).toEqual([
      { productType: 'term_deposit', currency: 'EUR', amount: 100, deposits: 1 },
      { productType: 'term_deposit', currency: 'PLN', amount: 40_000, deposits: 1 },
      { productType: 'overnight_deposit', currency: 'PLN', amount: 40_000, deposits: 1 },
    ])
    expect(totalsByProductType(deposits, 'de-de').map((total) => total.productType)).toEqual([
      'term_deposit',
      'foreign_currency',
    ])
  })

  it('is empty without deposits', () => {
    expect(totalsByProductType([], 'de-de')).toEqual([])
  })
})

describe('nextMaturities', () => {
  it.each([
    {
      case: 'soonest first, open-ended accounts left out',
      deposits: [
        makeDeposit({ id: 'late', maturityDate: '2028-01-01' }),
        overnightDeposit,
        makeDeposit({ id: 'soon', maturityDate: '2026-12-01' }),
      ],
      expected: [
        ['soon', '2026-12-01', 'maturity'],
        ['late', '2028-01-01', 'maturity'],
      ],
    },
    {
      case: 'the end of a notice period counts, a past maturity and a paid-out deposit do not',
      deposits: [
        makeDeposit({ id: 'past', maturityDate: '2026-11-01', status: 'matured' }),
        makeDeposit({ id: 'paid', maturityDate: '2027-01-01', status: 'paid_out' }),
        { ...noticeDeposit, status: 'notice_given' as const, availableOn: '2026-12-28' },
      ],
      expected: [['dep-notice-1', '2026-12-28', 'noticeEnd']],
    },
    {
      case: 'maturing today is still next',
      deposits: [makeDeposit({ id: 'today', maturityDate: fixtureToday })],
      expected: [['today', fixtureToday, 'maturity']],
    },
  ])('$case', ({ deposits, expected }) => {
    expect(
      nextMaturities(deposits, fixtureToday).map((entry) => [
        entry.deposit.id,
        entry.date,
        entry.kind,
      ]),
    ).toEqual(expected)
  })

  it('shows at most the limit', () => {
    const deposits = ['2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01'].map((date) =>
      makeDeposit({ id: date, maturityDate: date }),
    )
    expect(nextMaturities(deposits, fixtureToday, 3)).toHaveLength(3)
  })
})
