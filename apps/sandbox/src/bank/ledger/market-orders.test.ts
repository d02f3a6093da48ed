import type { PortalLocale } from '@portal/domain/locales'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { marketCustomerId } from '../../seed/market-customers'
import { createTestLedger, findOffer } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'

// Orders of the seeded market customers (demo.<locale>@example.com): each market's own offers
// are placed, another market's are refused with the reason and leave nothing behind.
let database: Database
let ledger: ReturnType<typeof createTestLedger>
beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  ledger = createTestLedger(database)
})
afterAll(() => database.close())

let key = 0
async function order(locale: PortalLocale, offerId: string) {
  const customerId = marketCustomerId(locale)
  const answer = await ledger.placeOrder(
    customerId,
    { offerId, amount: 1_000_000 },
    { key: `market-${++key}`, method: 'POST', path: '/orders' },
  )
  const placed = await database.orm
    .select()
    .from(savingsOrders)
    .where(eq(savingsOrders.customerId, customerId))
  if (answer instanceof ServiceError) throw answer
  return { status: answer.status, body: answer.body, placed: placed.length }
}

describe('orders by market', () => {
  it.each([
    // market, bank country, currency, sold there
    ['fr-fr', 'IT', 'EUR', true],
    ['fr-fr', 'NO', 'NOK', false],
    ['de-ch', 'CH', 'CHF', true],
    ['de-ch', 'DE', 'EUR', false],
    ['pl-pl', 'PL', 'PLN', true],
    ['en-gb', 'GB', 'GBP', true],
    ['en-gb', 'DE', 'EUR', false],
    ['en-us', 'US', 'USD', true],
    ['de-at', 'NO', 'NOK', true],
  ] as const)(
    '%s: a %s bank’s %s offer is sold: %s',
    async (locale, bankCountry, currency, sold) => {
      const offer = await findOffer(database, 'term_deposit', 1_000_000, { bankCountry, currency })
      const before = (await order(locale, 'no-such-offer')).placed
      const { status, body, placed } = await order(locale, offer.id)
      if (sold) {
        expect(status).toBe(201)
        expect(body).toMatchObject({ currency, status: 'pending_funding' })
        expect(placed).toBe(before + 1)
      } else {
        expect(body).toMatchObject({ status: 404, code: 'offerNotInMarket' })
        expect(body).toHaveProperty(
          'message',
          expect.stringContaining(
            `${currency}, a bank in ${bankCountry}) is not sold in ${locale}`,
          ),
        )
        expect(placed).toBe(before)
      }
    },
  )
})
