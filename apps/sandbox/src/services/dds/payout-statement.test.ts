import { intlTagFor, marketOfResidence } from '@portal/domain/languages'
import { servedLanguages } from '@portal/domain/markets'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { deposits } from '../../db/schema'
import { placeFundedOrder } from '../../test-support/ledger-actions'
import { createTestLedger, day, findOffer, ledgerEngines } from '../../test-support/ledger-fixtures'
import { bankDocumentSources } from './bank-documents'

const english = { language: 'en', tag: 'en-GB' } as const
// the business account: nothing seeded for it
const customerId = 'BAC_1000000003'

describe.each(ledgerEngines)('payout statement on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
  })
  afterAll(() => database.close())

  it('lists the statement of a notice account paid out, in the account language', async () => {
    const offer = await findOffer(database, 'notice_account', 500_000)
    const orderId = await placeFundedOrder(database, ledger, customerId, {
      offerId: offer.id,
      amount: 500_000,
      key: 'statement',
    })
    await ledger.advanceClock(10 * day)
    const [opened] = await database.orm.select().from(deposits).where(eq(deposits.orderId, orderId))
    if (opened === undefined) throw new Error('no deposit opened')
    await ledger.giveNotice(customerId, opened.id)
    await ledger.advanceClock(((offer.noticePeriodDays ?? 0) + 5) * day)
    const documents = await bankDocumentSources(database.orm, customerId, english)
    const statement = documents.find((doc) => doc.id === `MAT-${opened.id}`)
    expect(statement).toMatchObject({ type: 'payout_statement' })
    expect(statement?.lines.join('\n')).toContain('Paid to your settlement account')
  })

  it('writes every document of that account in every language: none left in English, no ISO date, no code', async () => {
    const inEnglish = await bankDocumentSources(database.orm, customerId, english)
    expect(new Set(inEnglish.map((document) => document.type))).toEqual(
      new Set([
        'order_confirmation',
        'opening_confirmation',
        'interest_statement',
        'payout_statement',
        'tax_summary',
      ]),
    )
    for (const language of servedLanguages().filter((served) => served !== 'en')) {
      const tag = intlTagFor(language, marketOfResidence('DE'))
      const written = await bankDocumentSources(database.orm, customerId, { language, tag })
      expect(written.map((document) => document.id).sort()).toEqual(
        inEnglish.map((document) => document.id).sort(),
      )
      for (const document of written) {
        const english = inEnglish.find((candidate) => candidate.id === document.id)
        const name = `${language} ${document.id}`
        expect(document.title, name).not.toBe(english?.title)
        expect(document.lines, name).not.toEqual(english?.lines)
        const text = [document.title, ...document.lines].join('\n')
        expect(text, name).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/)
        expect(text, name).not.toMatch(/\b(MATURITY|ANNUAL|QUARTERLY|MONTHLY|AUTO_RENEW|PAYOUT)\b/)
      }
    }
  })
})
