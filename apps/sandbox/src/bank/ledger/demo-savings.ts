import type { ProductType } from '@portal/domain'
import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { banks, offers, referenceAccounts, sandboxClock } from '../../db/schema'
import { ensureAccounts, settlementAccountSpec } from './ledger-accounts'
import { withSeededIds } from './ledger-ids'
import { createSavingsLedger } from './savings-ledger'

/** The customer whose dashboard shows savings after a fresh seed (demo.personal@example.com). */
export const demoSavingsCustomerId = 'BAC_1000000001'

const day = 86_400_000
/** The demo's history starts here; the real clock then books its interest up to today. */
const demoStart = Date.UTC(2026, 5, 1, 9, 0, 0)

/**
 * Every demo customer gets a EUR settlement account. demo.personal's history is made through
 * the ledger itself (so it is balanced like any other): a transfer from the reference account,
 * three deposits opened in June 2026 (12-month term, overnight, notice), and one order still
 * waiting for the rest of its money. The notice account is at a bank abroad: such a bank
 * withholds no German tax, and the exemption order must say so.
 */
export function seedDemoSavings(orm: SandboxOrm, customerIds: readonly string[]): Promise<void> {
  return withSeededIds('demo-savings', () => seedHistory(orm, customerIds))
}

async function seedHistory(orm: SandboxOrm, customerIds: readonly string[]): Promise<void> {
  await orm.transaction((tx) =>
    ensureAccounts(
      tx,
      customerIds.map((id) => settlementAccountSpec(id, 'EUR')),
    ),
  )
  const clock = createSandboxClock(orm, () => demoStart)
  const ledger = createSavingsLedger(orm, clock)
  const [reference] = await orm
    .select({ iban: referenceAccounts.iban })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, demoSavingsCustomerId))
  if (reference === undefined) return
  const order = async (
    productType: ProductType,
    amount: number,
    key: string,
    { termMonths, abroad = false }: { termMonths?: number; abroad?: boolean } = {},
  ) => {
    const offer = await demoOffer(orm, { productType, amount, termMonths, abroad })
    if (offer !== undefined) {
      await ledger.placeOrder(
        demoSavingsCustomerId,
        { offerId: offer, amount },
        { key, method: 'SEED', path: '/seed' },
      )
    }
  }
  await ledger.receiveTransfer(demoSavingsCustomerId, {
    fromIban: reference.iban,
    amount: 4_000_000,
    currency: 'EUR',
    reference: 'Savings',
  })
  await order('term_deposit', 2_000_000, 'seed-term', { termMonths: 12 })
  await order('overnight_deposit', 1_000_000, 'seed-overnight')
  await order('notice_account', 500_000, 'seed-notice', { abroad: true })
  // a week: every forwarded order has opened on its bank's settlement weekday by then
  await ledger.advanceClock(7 * day)
  await order('term_deposit', 1_500_000, 'seed-pending', { termMonths: 24 })
  // the demo's days are over: from here on the sandbox runs on real time again
  await orm.update(sandboxClock).set({ offsetMs: 0 })
}

interface DemoOfferWish {
  productType: ProductType
  amount: number
  termMonths?: number | undefined
  /** A bank outside Germany first; otherwise a German one first. */
  abroad: boolean
}

async function demoOffer(
  orm: SandboxOrm,
  { productType, amount, termMonths, abroad }: DemoOfferWish,
) {
  const [row] = await orm
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(banks, eq(banks.id, offers.bankId))
    .where(
      and(
        eq(offers.productType, productType),
        eq(offers.currency, 'EUR'),
        notInArray(banks.countryCode, ['US', 'GB']),
        inArray(offers.availability, ['AVAILABLE', 'LIMITED']),
        notInArray(offers.interestPayout, ['MATURITY']),
        lte(offers.minAmount, amount),
        gte(offers.maxAmount, amount),
        termMonths === undefined ? undefined : eq(offers.termMonths, termMonths),
      ),
    )
    // a German bank shows the withholding tax on the dashboard
    .orderBy(
      abroad ? sql`${banks.countryCode} = 'DE'` : sql`${banks.countryCode} <> 'DE'`,
      asc(offers.id),
    )
    .limit(1)
  return row?.id
}
