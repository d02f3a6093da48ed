import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { bookings, deposits } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import {
  createTestLedger,
  day,
  findOffer,
  ledgerEngines,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { changeProlongation, prolongationCutoff } from './change-prolongation'
import { checkLedger } from './ledger-invariants'

describe('prolongation cut-off: the 5th EUR bank day before maturity', () => {
  it.each([
    // maturity, cut-off: why
    ['2027-03-15', '2027-03-08', 'a Monday: back over one weekend to the Monday before'],
    ['2027-03-19', '2027-03-12', 'a Friday: the cut-off is the Friday before'],
    ['2027-03-17', '2027-03-10', 'a Wednesday: across the weekend between'],
    ['2027-04-01', '2027-03-23', 'after Easter: Good Friday and Easter Monday are TARGET holidays'],
    ['2026-12-28', '2026-12-18', 'after Christmas: 25 and 26 December and a weekend skipped'],
    ['2027-01-04', '2026-12-24', 'after New Year: 1 January skipped, 24 and 31 December count'],
    ['2027-05-07', '2027-04-30', 'after 1 May: a Saturday in 2027, nothing more skipped'],
  ])('maturity %s → last change on %s (%s)', (maturity, cutoff) => {
    expect(prolongationCutoff(maturity, 'EUR')).toBe(cutoff)
  })
})

// the business account: nothing seeded for it
const customerId = 'BAC_1000000003'

describe.each(ledgerEngines)('prolongation on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  let referenceIban: string
  let key = 0
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
    referenceIban = await referenceIbanOf(database, customerId)
  })
  afterAll(() => database.close())

  /** An opened term deposit of the offer, with the given prolongation choice. */
  const openDeposit = async (
    offer: { id: string },
    amount: number,
    prolongation: 'PRINCIPAL' | 'PRINCIPAL_AND_INTEREST',
  ) => {
    const placed = await ledger.placeOrder(
      customerId,
      { offerId: offer.id, amount, prolongation },
      { key: `p${++key}`, method: 'POST', path: '/orders' },
    )
    if (placed instanceof ServiceError || placed.status !== 201) throw new Error('not ordered')
    const orderId = (placed.body as { id: string }).id
    await ledger.receiveTransfer(customerId, {
      fromIban: referenceIban,
      amount,
      currency: 'EUR',
      reference: '',
    })
    // opened on the offer's settlement weekday, one to two bank days on
    for (let days = 0; days < 15; days += 1) {
      await ledger.advanceClock(day)
      const [deposit] = await database.orm
        .select()
        .from(deposits)
        .where(eq(deposits.orderId, orderId))
      if (deposit?.status === 'active') return deposit
    }
    throw new Error(`deposit of ${orderId} not opened within 15 days`)
  }
  const change = (depositId: string, today: string) =>
    database.orm.transaction((tx) =>
      changeProlongation(tx, customerId, depositId, 'PRINCIPAL', today),
    )
  const refused = { status: 409, code: 'prolongationCutoffPassed' }

  it('is changeable on the cut-off day and refused from the next day on, over a weekend and TARGET holidays', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000, {
      automaticProlongation: true,
    })
    const deposit = await openDeposit(offer, 1_000_000, 'PRINCIPAL_AND_INTEREST')
    const cases = [
      // maturity, cut-off (changeable), days after it that are refused (the first bank day last)
      { maturity: '2027-03-19', cutoff: '2027-03-12', refusedOn: ['2027-03-13', '2027-03-15'] },
      {
        maturity: '2027-04-01',
        cutoff: '2027-03-23',
        refusedOn: ['2027-03-24', '2027-03-26', '2027-03-31'],
      },
      {
        maturity: '2026-12-28',
        cutoff: '2026-12-18',
        refusedOn: ['2026-12-19', '2026-12-21', '2026-12-24'],
      },
    ]
    for (const { maturity, cutoff, refusedOn } of cases) {
      await database.orm
        .update(deposits)
        .set({ maturityDate: maturity })
        .where(eq(deposits.id, deposit.id))
      expect(await change(deposit.id, cutoff), `${maturity} on ${cutoff}`).toMatchObject({
        prolongation: 'PRINCIPAL',
      })
      for (const today of refusedOn) {
        expect(await change(deposit.id, today), `${maturity} on ${today}`).toMatchObject(refused)
      }
    }
  })

  it('refuses the change through the sandbox clock once the cut-off day has passed', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000, {
      automaticProlongation: true,
    })
    const deposit = await openDeposit(offer, 1_000_000, 'PRINCIPAL_AND_INTEREST')
    // maturity on the Monday after Christmas: cut-off Friday 18 December 2026
    await database.orm
      .update(deposits)
      .set({ maturityDate: '2026-12-28' })
      .where(eq(deposits.id, deposit.id))
    const toDay = async (date: string) =>
      ledger.advanceClock(Date.parse(date) - Date.parse(await ledger.clock.today()))
    await toDay('2026-12-18')
    expect(await ledger.clock.today()).toBe('2026-12-18')
    expect(await ledger.changeProlongation(customerId, deposit.id, 'NONE')).toMatchObject({
      prolongation: 'NONE',
    })
    await toDay('2026-12-21')
    expect(await ledger.changeProlongation(customerId, deposit.id, 'PRINCIPAL')).toMatchObject(
      refused,
    )
    const [kept] = await database.orm.select().from(deposits).where(eq(deposits.id, deposit.id))
    expect(kept?.prolongation).toBe('NONE')
  })

  /** The successor of a matured deposit and what the maturity booked for the original. */
  const matureAndFollow = async (deposit: typeof deposits.$inferSelect) => {
    const today = await ledger.clock.today()
    const toMaturity = (Date.parse(deposit.maturityDate ?? today) - Date.parse(today)) / day
    await ledger.advanceClock((toMaturity + 1) * day)
    const [original] = await database.orm.select().from(deposits).where(eq(deposits.id, deposit.id))
    const [successor] = await database.orm
      .select()
      .from(deposits)
      .where(eq(deposits.previousDepositId, deposit.id))
    const booked = await database.orm
      .select({ type: bookings.type, amount: bookings.amount, date: bookings.bookingDate })
      .from(bookings)
      .where(eq(bookings.depositId, deposit.id))
    const sum = (type: string, on?: string) =>
      booked
        .filter((booking) => booking.type === type && (on === undefined || booking.date === on))
        .reduce((total, booking) => total + booking.amount, 0)
    return { original, successor, sum }
  }

  it.each([
    ['compounding', true],
    ['paying interest out', false],
  ])(
    'prolongs a %s deposit: the principal only, the rest to the settlement account',
    async (_label, compounding) => {
      const offer = await findOffer(database, 'term_deposit', 1_000_000, {
        automaticProlongation: true,
        compounding,
      })
      const deposit = await openDeposit(offer, 1_000_000, 'PRINCIPAL')
      const { original, successor, sum } = await matureAndFollow(deposit)
      expect(original?.status).toBe('prolonged')
      expect(successor).toMatchObject({
        principal: 1_000_000,
        startDate: deposit.maturityDate,
        status: 'active',
        prolongation: 'PRINCIPAL',
      })
      expect(sum('PROLONGATION')).toBe(1_000_000)
      // interest (net of tax) that stayed on the deposit goes to the settlement account
      const kept = compounding ? sum('INTEREST') - sum('WITHHOLDING_TAX') : 0
      expect(sum('DEPOSIT_REPAYMENT')).toBe(kept)
      expect(sum('INTEREST')).toBeGreaterThan(0)
    },
  )

  it.each([
    ['compounding', true],
    ['paying interest out', false],
  ])(
    'prolongs a %s deposit with the interest: principal plus the interest of maturity, net of tax',
    async (_label, compounding) => {
      const offer = await findOffer(database, 'term_deposit', 1_000_000, {
        automaticProlongation: true,
        compounding,
        payout: 'MATURITY',
      })
      const deposit = await openDeposit(offer, 1_000_000, 'PRINCIPAL_AND_INTEREST')
      const { original, successor, sum } = await matureAndFollow(deposit)
      const maturity = deposit.maturityDate ?? ''
      const net = sum('INTEREST', maturity) - sum('WITHHOLDING_TAX', maturity)
      expect(net).toBeGreaterThan(0)
      expect(original?.status).toBe('prolonged')
      expect(successor?.principal).toBe(1_000_000 + net)
      expect(sum('PROLONGATION')).toBe(1_000_000 + net)
      expect(sum('DEPOSIT_REPAYMENT')).toBe(0)
      const check = await checkLedger(database.orm)
      expect(Object.entries(check.sums).filter(([, total]) => total !== 0)).toEqual([])
      expect(check.negativeCustomerAccounts).toEqual([])
    },
  )
})
