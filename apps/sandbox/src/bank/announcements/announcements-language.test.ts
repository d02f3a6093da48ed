import { NotificationPage } from '@portal/api-clients/contracts/notifications'
import { formatMoney } from '@portal/domain/format'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { smsOutbox } from '../../db/schema'
import { setCorrespondenceLanguage } from '../../test-support/correspondence-language'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { referenceIbanOf } from '../../test-support/ledger-fixtures'
import { textsIn } from '../../texts/catalogues'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

async function lastSms(customerId: string) {
  const [sms] = await kit.database.orm
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.customerId, customerId))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(1)
  return sms?.text ?? ''
}

describe('notifications, postbox messages and SMS in the customer’s stored language', () => {
  it('writes the notification and the postbox message of an mTAN lock in French', async () => {
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000002', 'fr')
    const token = await kit.token('demo.joint@example.com')
    await kit.call('PUT', '/ums/v1/users/me/mtan-lock', token, { locked: true })
    const page = NotificationPage.parse(
      await (
        await kit.call('GET', '/pom/api/v1/customers/BAC_1000000002/notifications', token)
      ).json(),
    )
    const french = textsIn('fr').notices.mtanLocked
    expect(page.items[0]).toMatchObject({ title: french.title, text: french.text })
  })

  it('sends the payout mTAN in Polish, the amount by the Polish Intl rules', async () => {
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000001', 'pl')
    const token = await kit.token('demo.personal@example.com')
    const payeeIban = await referenceIbanOf(kit.database, 'BAC_1000000001')
    const created = await kit.call(
      'POST',
      '/scas/api/v2/customers/BAC_1000000001/challenges',
      token,
      { amount: 123456, currency: 'EUR', payeeIban },
    )
    expect(created.status).toBe(201)
    const text = await lastSms('BAC_1000000001')
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? ''
    expect(text).toBe(
      textsIn('pl').sms.payout(code, formatMoney(123456, 'EUR', 'pl-PL'), payeeIban),
    )
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000001', 'en')
  })

  it('falls back to the market’s language for a language no market serves', async () => {
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000001', 'sv')
    const token = await kit.token('demo.personal@example.com')
    const created = await kit.call(
      'POST',
      '/scas/api/v2/customers/BAC_1000000001/data-change-challenges',
      token,
      { purpose: 'password_change', change: {} },
    )
    expect(created.status).toBe(201)
    expect(await lastSms('BAC_1000000001')).toMatch(
      /^Ihre mTAN \d{6} bestätigt die Änderung Ihres Passworts\. Gültig 5 Minuten\.$/,
    )
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000001', 'en')
  })
})
