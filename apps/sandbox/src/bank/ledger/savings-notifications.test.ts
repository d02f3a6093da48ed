import { NotificationPage } from '@portal/api-clients/contracts/notifications'
import { formatDate, formatMoney } from '@portal/domain/format'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { banks, bookings, deposits, notifications, savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { setCorrespondenceLanguage } from '../../test-support/correspondence-language'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { placeFundedOrder, verifiedChallenge } from '../../test-support/ledger-actions'
import {
  createTestLedger,
  day,
  findOffer,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { textsIn } from '../../texts/catalogues'
import type { Notice, SavingsNoticeTexts } from '../../texts/sandbox-texts'
import { customerLanguage } from '../customers/reader-language'

// the business account: nothing seeded for it; it reads its mail in French
const customerId = 'BAC_1000000003'
const language = 'fr'

/** What a step must tell: its notice, written with the customer's figures. */
type Expected = (
  texts: SavingsNoticeTexts,
  money: (minor: number) => string,
  date: (date: CalendarDate) => string,
) => Notice

interface Step {
  name: string
  type: 'savings_order' | 'savings_deposit' | 'payout_executed'
  /** What the step needs first; its own notifications are not the step's. */
  setUp?: () => Promise<void>
  /** Does the step and answers the notice expected of it (figures read from the ledger). */
  run: () => Promise<Expected>
}

let kit: CustomerDataKit
let ledger: ReturnType<typeof createTestLedger>
let token: string
let key = 0

beforeAll(async () => {
  kit = await openCustomerDataKit()
  ledger = createTestLedger(kit.database)
  token = await kit.token('demo.business@example.com')
  await setCorrespondenceLanguage(kit.database.orm, customerId, language)
})
afterAll(() => closeDatabase(kit.database))

const orm = () => kit.database.orm

async function orderRow(id: string) {
  const [row] = await orm().select().from(savingsOrders).where(eq(savingsOrders.id, id))
  if (row === undefined) throw new Error(`no order ${id}`)
  return row
}

async function depositOf(orderId: string) {
  const [row] = await orm().select().from(deposits).where(eq(deposits.orderId, orderId))
  if (row === undefined) throw new Error(`no deposit for ${orderId}`)
  return row
}

async function bankName(bankId: string) {
  const [row] = await orm().select({ name: banks.name }).from(banks).where(eq(banks.id, bankId))
  return row?.name ?? bankId
}

async function repaidFrom(depositId: string) {
  const rows = await orm()
    .select({ amount: bookings.amount })
    .from(bookings)
    .where(and(eq(bookings.depositId, depositId), eq(bookings.type, 'DEPOSIT_REPAYMENT')))
  return rows.reduce((sum, row) => sum + row.amount, 0)
}

async function place(offerId: string, amount: number) {
  const answer = await ledger.placeOrder(
    customerId,
    { offerId, amount, prolongation: 'NONE' },
    { key: `notified-${++key}`, method: 'POST', path: '/orders' },
  )
  if (answer instanceof ServiceError) throw answer
  return (answer.body as { id: string }).id
}

async function notificationIds(): Promise<Set<string>> {
  const rows = await orm()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
  return new Set(rows.map((row) => row.id))
}

/** The customer's notifications as the portal lists them (every page), by id. */
async function listed() {
  const items = new Map<string, NotificationPage['items'][number]>()
  for (let page = 1; ; page++) {
    const answer = await kit.call(
      'GET',
      `/pom/api/v1/customers/${customerId}/notifications?page=${page}`,
      token,
    )
    expect(answer.status).toBe(200)
    const shown = NotificationPage.parse(await answer.json())
    for (const item of shown.items) items.set(item.id, item)
    if (shown.items.length === 0 || items.size >= shown.total) return items
  }
}

describe('a saver’s notifications along the lifecycle of an order and its deposit', () => {
  it('writes exactly each step’s notice, for that order or deposit, in the customer’s language', async () => {
    const term = await findOffer(kit.database, 'term_deposit', 1_000_000)
    const noticeOffer = await findOffer(kit.database, 'notice_account', 500_000)
    const termBank = await bankName(term.bankId)
    const noticeBank = await bankName(noticeOffer.bankId)
    const referenceIban = await referenceIbanOf(kit.database, customerId)
    const big = await findOffer(kit.database, 'term_deposit', 5_000_000)
    let termOrder = ''
    let noticeDeposit = ''
    let waiting = ''

    const steps: Step[] = [
      {
        name: 'order placed, not yet paid in',
        type: 'savings_order',
        run: async () => {
          termOrder = await place(term.id, 1_000_000)
          const { reference } = await orderRow(termOrder)
          return (texts, money) => texts.orderPlaced(money(1_000_000), termBank, reference)
        },
      },
      {
        name: 'paid in and forwarded to the bank',
        type: 'savings_order',
        run: async () => {
          await ledger.receiveTransfer(customerId, {
            fromIban: referenceIban,
            amount: 1_000_000,
            currency: 'EUR',
            reference: '',
          })
          const { opensOn, status } = await orderRow(termOrder)
          expect(status).toBe('forwarded')
          return (texts, money, date) =>
            texts.orderForwarded(money(1_000_000), termBank, date(opensOn ?? ''))
        },
      },
      {
        name: 'deposit opened',
        type: 'savings_deposit',
        run: async () => {
          await ledger.advanceClock(10 * day)
          expect(await depositOf(termOrder)).toMatchObject({ status: 'active' })
          return (texts, money) => texts.depositOpened(money(1_000_000), termBank)
        },
      },
      {
        name: 'deposit matured and repaid',
        type: 'savings_deposit',
        run: async () => {
          await ledger.advanceClock(((term.termMonths ?? 12) * 31 + 7) * day)
          const deposit = await depositOf(termOrder)
          expect(deposit.status).toBe('paid_out')
          const repaid = await repaidFrom(deposit.id)
          expect(repaid).toBeGreaterThanOrEqual(1_000_000)
          return (texts, money) => texts.depositMatured(termBank, money(repaid), null)
        },
      },
      {
        name: 'paid out to the reference account',
        type: 'payout_executed',
        run: async () => {
          const who = { id: customerId, referenceIban }
          const scaChallengeId = await verifiedChallenge(
            kit.database,
            who,
            250_000,
            await ledger.clock.now(),
          )
          const paid = await ledger.withdraw(
            customerId,
            { amount: 250_000, currency: 'EUR', payeeIban: referenceIban, scaChallengeId },
            { key: `notified-${++key}`, method: 'POST', path: '/withdrawals' },
          )
          expect(paid).toMatchObject({ status: 201 })
          return (texts, money) => texts.payoutExecuted(money(250_000), referenceIban)
        },
      },
      {
        name: 'notice given on a notice account',
        type: 'savings_deposit',
        setUp: async () => {
          const orderId = await placeFundedOrder(kit.database, ledger, customerId, {
            offerId: noticeOffer.id,
            amount: 500_000,
            key: `notified-${++key}`,
          })
          await ledger.advanceClock(10 * day)
          noticeDeposit = (await depositOf(orderId)).id
        },
        run: async () => {
          const noticed = await ledger.giveNotice(customerId, noticeDeposit)
          const availableOn = (noticed as { availableOn: CalendarDate }).availableOn
          return (texts, _, date) => texts.noticeGiven(noticeBank, null, date(availableOn))
        },
      },
      {
        name: 'notice period ended, paid to the settlement account',
        type: 'savings_deposit',
        run: async () => {
          await ledger.advanceClock(((noticeOffer.noticePeriodDays ?? 0) + 5) * day)
          const repaid = await repaidFrom(noticeDeposit)
          expect(repaid).toBeGreaterThanOrEqual(500_000)
          return (texts, money) => texts.noticePaidOut(money(repaid), noticeBank)
        },
      },
      {
        name: 'order cancelled before it was paid in',
        type: 'savings_order',
        setUp: async () => {
          // more than the settlement account holds: it waits for the money
          waiting = await place(big.id, 5_000_000)
        },
        run: async () => {
          expect(await ledger.cancelOrder(customerId, waiting)).toMatchObject({
            status: 'cancelled',
          })
          const bank = await bankName(big.bankId)
          return (texts, money) => texts.orderCancelled(money(5_000_000), bank)
        },
      },
    ]

    const reader = await customerLanguage(orm(), customerId)
    expect(reader.language).toBe(language)
    const texts = textsIn(language).savingsNotices
    const money = (minor: number) => formatMoney(minor, 'EUR', reader.tag)
    const date = (on: CalendarDate) => formatDate(on, reader.tag)
    for (const step of steps) {
      await step.setUp?.()
      const before = await notificationIds()
      const expected = (await step.run())(texts, money, date)
      const shown = await listed()
      const written = [...(await notificationIds())]
        .filter((id) => !before.has(id))
        .map((id) => shown.get(id))
      expect(written, step.name).toEqual([
        expect.objectContaining({ type: step.type, title: expected.title, text: expected.text }),
      ])
    }
  })
})
