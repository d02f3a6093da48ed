import { addDays } from '@portal/domain/money/calendar-date'
import { withheldTax } from '@portal/domain/money/withholding-tax'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { bookings, deposits, exemptionOrderChanges, exemptionOrders } from '../../db/schema'
import { placeFundedOrder } from '../../test-support/ledger-actions'
import { createTestLedger, day, findOffer, ledgerEngines } from '../../test-support/ledger-fixtures'
import { checkLedger } from './ledger-invariants'

const customerId = 'BAC_1000000004'
const germanRate = '0.26375'

describe.each(ledgerEngines)('exemption orders in interest payments on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
  })
  afterAll(() => database.close())

  it('keeps interest free of tax up to the order as it stood 28 days before each payment', async () => {
    const offer = await findOffer(database, 'term_deposit', 5_000_000, {
      bankCountry: 'DE',
      payout: 'MONTHLY',
      minTermMonths: 6,
    })
    // 2026: revoked in January, raised on 20 December, too late for a payment before 17 January.
    // 2027: €100, received long before the year's first payment.
    await database.orm.insert(exemptionOrders).values([
      {
        id: 'FSA-2026',
        customerId,
        bankId: offer.bankId,
        taxYear: 2026,
        kind: 'single',
        amountCents: 1_000_000,
        receivedOn: '2026-12-20',
      },
      {
        id: 'FSA-2027',
        customerId,
        bankId: offer.bankId,
        taxYear: 2027,
        kind: 'single',
        amountCents: 10_000,
        receivedOn: '2026-11-23',
      },
    ])
    await database.orm.insert(exemptionOrderChanges).values([
      { orderId: 'FSA-2026', receivedOn: '2026-01-05', kind: 'single', amountCents: 0 },
      { orderId: 'FSA-2026', receivedOn: '2026-12-20', kind: 'single', amountCents: 1_000_000 },
      { orderId: 'FSA-2027', receivedOn: '2026-11-23', kind: 'single', amountCents: 10_000 },
    ])

    const orderId = await placeFundedOrder(database, ledger, customerId, {
      offerId: offer.id,
      amount: 5_000_000,
      key: 'exempted-1',
    })
    await ledger.advanceClock(130 * day)

    const [deposit] = await database.orm
      .select()
      .from(deposits)
      .where(eq(deposits.orderId, orderId))
    expect(deposit?.withholdingTaxRate).toBe(germanRate)
    const booked = async (type: 'INTEREST' | 'WITHHOLDING_TAX') =>
      database.orm
        .select({ on: bookings.bookingDate, amount: bookings.amount })
        .from(bookings)
        .where(and(eq(bookings.depositId, deposit?.id ?? ''), eq(bookings.type, type)))
        .orderBy(asc(bookings.sequence))
    const interest = await booked('INTEREST')
    const taxes = await booked('WITHHOLDING_TAX')

    // The rule, written out: which version stood, and what it had left.
    const remaining = { 2026: 0, 2027: 10_000 } as Record<number, number>
    const standsFor2026 = (on: string) => addDays(on, -28) >= '2026-12-20'
    const expected = interest.map(({ on, amount }) => {
      const year = Number(on.slice(0, 4))
      const allowance = year === 2026 && standsFor2026(on) ? 1_000_000 : (remaining[year] ?? 0)
      const exempted = Math.min(amount, allowance)
      remaining[year] = allowance - exempted
      return { on, exempted, tax: withheldTax(amount - exempted, germanRate) }
    })
    expect(taxes).toEqual(
      expected.filter(({ tax }) => tax > 0).map(({ on, tax }) => ({ on, amount: tax })),
    )
    // Both sides of the rule were met: a 2026 payment taxed in full, a 2027 one partly exempt.
    expect(expected.some(({ on, exempted }) => on.startsWith('2026') && exempted === 0)).toBe(true)
    expect(expected.some(({ on, exempted }) => on.startsWith('2027') && exempted > 0)).toBe(true)

    const orders = await database.orm
      .select({ id: exemptionOrders.id, usedCents: exemptionOrders.usedCents })
      .from(exemptionOrders)
      .where(eq(exemptionOrders.customerId, customerId))
      .orderBy(asc(exemptionOrders.id))
    const usedIn = (year: string) =>
      expected.filter(({ on }) => on.startsWith(year)).reduce((sum, e) => sum + e.exempted, 0)
    expect(orders).toEqual([
      { id: 'FSA-2026', usedCents: usedIn('2026') },
      { id: 'FSA-2027', usedCents: usedIn('2027') },
    ])
    expect(usedIn('2027')).toBeLessThanOrEqual(10_000)
    const check = await checkLedger(database.orm)
    expect(check.sums).toEqual({ EUR: 0 })
    expect(check.driftingDeposits).toEqual([])
  })
})
