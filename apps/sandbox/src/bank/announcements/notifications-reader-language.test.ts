import { NotificationPage } from '@portal/api-clients/contracts/notifications'
import { formatDate, formatMoney } from '@portal/domain/format'
import { type Market, markets, servedLanguages } from '@portal/domain/markets'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { notifications, postboxMessages } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { textsIn } from '../../texts/catalogues'
import { storedNotice, storedNoticeIn } from './stored-notice'

/** One market per language: the first row of the market table that writes it. */
const languageMarkets: Market[] = servedLanguages().map(
  (language) => Object.values(markets).find((market) => market.language === language) as Market,
)

const customerId = 'BAC_1000000002'
let kit: CustomerDataKit
let token: string

beforeAll(async () => {
  kit = await openCustomerDataKit()
  token = await kit.token('demo.joint@example.com')
  // the customer writes in English (seed); the mTAN lock is told in the postbox and as a notification
  expect(
    (await kit.call('PUT', '/ums/v1/users/me/mtan-lock', token, { locked: true })).status,
  ).toBeLessThan(300)
  await kit.database.orm.insert(notifications).values([
    {
      id: 'NTF-TEST-ORDER',
      customerId,
      type: 'savings_order',
      ...storedNotice((_, format, savings) =>
        savings.orderForwarded(
          format.money(123456, 'EUR'),
          'Bank <Nord>',
          format.date('2027-01-04'),
        ),
      ),
      link: '/dashboard',
      createdAt: '2020-01-02T00:00:00.000Z',
    },
    {
      id: 'NTF-TEST-OLD',
      customerId,
      type: 'message_received',
      title: 'A notification stored as text',
      text: 'Written before notices were stored as what they say.',
      link: null,
      createdAt: '2020-01-01T00:00:00.000Z',
    },
  ])
})
afterAll(() => closeDatabase(kit.database))

async function listIn(acceptLanguage?: string) {
  const headers: Record<string, string> = acceptLanguage
    ? { 'accept-language': acceptLanguage }
    : {}
  const response = await kit.call(
    'GET',
    `/pom/api/v1/customers/${customerId}/notifications`,
    token,
    undefined,
    headers,
  )
  expect(response.status).toBe(200)
  return NotificationPage.parse(await response.json()).items
}

describe.each(languageMarkets)(
  'notifications read on a $language page ($intlTag)',
  ({ language, intlTag }) => {
    it('the mTAN lock and an order with its figures, in the page’s language', async () => {
      const texts = textsIn(language)
      const items = await listIn(intlTag)
      expect(items.find((item) => item.type === 'mtan_locked')).toMatchObject(
        texts.notices.mtanLocked,
      )
      expect(items.find((item) => item.id === 'NTF-TEST-ORDER')).toMatchObject(
        texts.savingsNotices.orderForwarded(
          formatMoney(123456, 'EUR', intlTag),
          'Bank <Nord>',
          formatDate('2027-01-04', intlTag),
        ),
      )
      const marked = await kit.call(
        'PATCH',
        `/pom/api/v1/customers/${customerId}/notifications/NTF-TEST-ORDER`,
        token,
        { read: true },
        { 'accept-language': intlTag },
      )
      expect(await marked.json()).toMatchObject({
        title: texts.savingsNotices.orderForwarded('', '', '').title,
      })
    })

    it('a row stored as text before is shown as stored', async () => {
      const items = await listIn(intlTag)
      expect(items.find((item) => item.id === 'NTF-TEST-OLD')).toMatchObject({
        title: 'A notification stored as text',
        text: 'Written before notices were stored as what they say.',
      })
    })
  },
)

describe('what is not read on a page', () => {
  it('without Accept-Language, the customer’s stored language', async () => {
    const [first] = await listIn()
    expect(first).toMatchObject(textsIn('en').notices.mtanLocked)
  })

  it('the postbox message (a letter) stays in the stored correspondence language', async () => {
    const [message] = await kit.database.orm
      .select({ subject: postboxMessages.subject })
      .from(postboxMessages)
      .where(and(eq(postboxMessages.customerId, customerId), eq(postboxMessages.sender, 'BANK')))
      .orderBy(desc(postboxMessages.sentAt))
      .limit(1)
    expect(message?.subject).toBe(textsIn('en').notices.mtanLocked.title)
  })

  it('a stored row names its notice and keeps its figures unformatted', () => {
    const stored = storedNotice((texts, format) =>
      texts.exemptionOrderChanged('Bank', 2026, format.money(50_000, 'EUR'), 'joint'),
    )
    expect(stored.title).toBe('notices.exemptionOrderChanged')
    expect(storedNoticeIn(stored, { language: 'de', tag: 'de-CH' })).toEqual(
      textsIn('de').notices.exemptionOrderChanged(
        'Bank',
        2026,
        formatMoney(50_000, 'EUR', 'de-CH'),
        'joint',
      ),
    )
  })

  it.each([
    ['an unknown notice', { title: 'notices.noSuchNotice', text: '[]' }],
    ['arguments that are not JSON', { title: 'notices.emailChanged', text: 'x@example.com' }],
    ['a title with more dots', { title: 'notices.a.b', text: '[]' }],
  ])('%s is shown as stored', (_, stored) => {
    expect(storedNoticeIn(stored, { language: 'fr', tag: 'fr-FR' })).toEqual(stored)
  })
})
