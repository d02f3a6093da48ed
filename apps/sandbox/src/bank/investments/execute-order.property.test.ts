import { randomUUID } from 'node:crypto'
import { validateCustomMix } from '@portal/domain/investments/custom-mix'
import { Decimal as Big } from '@portal/domain/investments/decimal'
import { etfUniverse } from '@portal/domain/investments/etf-universe'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import {
  investmentOrders,
  investmentPortfolioHoldings,
  investmentPortfolios,
  investmentPositions,
  ledgerAccounts,
} from '../../db/schema'
import { openTestDatabase } from '../../test-support/seeded-database'
import { accountIds } from '../ledger/ledger-accounts'
import { checkLedger } from '../ledger/ledger-invariants'
import { executeOrder } from './execute-order'
import { bookPortfolio } from './portfolio-booking'
import { createPriceBook } from './price-book'
import { splitByWeights } from './split-amount'

const customerId = 'BAC_1000000004'
const placedOn = '2026-11-23'
const executionDate = '2026-11-24'
const now = new Date('2026-11-25T09:00:00Z')

/** A mix the configurator accepts: 1 to 10 distinct funds, each at least 1 %, 100 % in all. */
const validMix = fc
  .shuffledSubarray(
    etfUniverse.map((etf) => etf.isin),
    { minLength: 1, maxLength: 10 },
  )
  .chain((isins) =>
    fc
      .array(fc.integer({ min: 0, max: 1_000 }), {
        minLength: isins.length,
        maxLength: isins.length,
      })
      .map((shares) => {
        const extra = 10_000 - 100 * isins.length
        const total = shares.reduce((sum, share) => sum + share, 0) || 1
        const weights = shares.map((share) => 100 + Math.floor((extra * share) / total))
        weights[0] = (weights[0] ?? 0) + 10_000 - weights.reduce((sum, weight) => sum + weight, 0)
        return isins.map((isin, index) => ({ isin, weightBasisPoints: weights[index] ?? 0 }))
      }),
  )

let database: Database
const prices = createPriceBook()

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
})
afterAll(() => database.close())

const balanceOf = async (id: string) =>
  (
    await database.orm
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, id))
  )[0]?.balance ?? 0

describe('executing an order of a configured mix', () => {
  it('buys each fund its weight’s share of the amount, in units rounded down to 10⁻⁶, and keeps the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(
        validMix,
        fc.integer({ min: 50_000, max: 1_000_000_000 }),
        async (mix, amount) => {
          expect(validateCustomMix(mix).ok).toBe(true)
          const id = randomUUID()
          await database.orm.transaction(async (tx) => {
            const [portfolio] = await tx
              .insert(investmentPortfolios)
              .values({
                id,
                customerId,
                kind: 'managed',
                riskClass: '70',
                currency: 'EUR',
                openedOn: placedOn,
                answers: {},
              })
              .returning()
            if (!portfolio) throw new Error('no portfolio')
            await tx
              .insert(investmentPortfolioHoldings)
              .values(mix.map((line, position) => ({ portfolioId: id, ...line, position })))
            const [order] = await tx
              .insert(investmentOrders)
              .values({
                id: randomUUID(),
                portfolioId: id,
                kind: 'oneTime',
                amount,
                currency: 'EUR',
                status: 'pending',
                placedOn,
                executionDate,
              })
              .returning()
            if (!order) throw new Error('no order')
            await bookPortfolio(tx, portfolio, {
              type: 'ORDER_DEBIT',
              amount,
              bookingDate: placedOn,
              now,
              orderId: order.id,
            })
            await executeOrder(tx, portfolio, order, prices, now)
          })
          const parts = splitByWeights(
            amount,
            mix.map((line) => line.weightBasisPoints),
          )
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount)
          const expected = mix
            .map((line, index) => ({
              isin: line.isin,
              units: new Big(parts[index] ?? 0)
                .div(prices.priceOn(line.isin, executionDate).price)
                .round(6, Big.roundDown)
                .toFixed(6),
            }))
            .filter((line) => Number(line.units) > 0)
            .sort((a, b) => a.isin.localeCompare(b.isin))
          const positions = await database.orm
            .select({ isin: investmentPositions.isin, units: investmentPositions.units })
            .from(investmentPositions)
            .where(eq(investmentPositions.portfolioId, id))
          expect(positions.sort((a, b) => a.isin.localeCompare(b.isin))).toEqual(expected)
          expect(await balanceOf(accountIds.portfolioCash(id))).toBe(0)
          expect(await balanceOf(accountIds.custody(id))).toBe(amount)
          const check = await checkLedger(database.orm)
          expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
          expect(check.negativeCustomerAccounts).toEqual([])
          expect(check.driftingAccounts).toEqual([])
        },
      ),
      { numRuns: 25 },
    )
  }, 120_000)
})
