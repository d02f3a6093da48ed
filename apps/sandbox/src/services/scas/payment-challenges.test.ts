import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentChallengeLimit } from '../../bank/sca/challenge-rate-limit'
import { closeDatabase } from '../../db/database'
import { referenceAccounts, smsOutbox } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

const business = 'BAC_1000000003'
let kit: CustomerDataKit
let payout: { amount: number; currency: string; payeeIban: string }

beforeAll(async () => {
  kit = await openCustomerDataKit()
  const [reference] = await kit.database.orm
    .select({ iban: referenceAccounts.iban })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, business))
  payout = { amount: 10_000, currency: 'EUR', payeeIban: reference?.iban ?? '' }
})
afterAll(() => closeDatabase(kit.database))

const smsCount = async () =>
  (await kit.database.orm.select().from(smsOutbox).where(eq(smsOutbox.customerId, business))).length

const requestChallenge = (token: string) =>
  kit.call('POST', `/scas/api/v2/customers/${business}/challenges`, token, payout)

describe('payout mTAN challenges', () => {
  it('are refused to an authorised person without the payout right, and no SMS is sent', async () => {
    // demo.multi is an AUTHORIZED_PERSON on the business account: may order, not withdraw.
    const token = await kit.token('demo.multi@example.com')
    const before = await smsCount()
    const refused = await requestChallenge(token)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'actionNotPermitted' })
    expect(await smsCount()).toBe(before)
  })

  it('are limited per customer: the next one within the window is 429 with the time to wait', async () => {
    const token = await kit.token('demo.business@example.com')
    for (let sent = 0; sent < paymentChallengeLimit.maxPerWindow; sent += 1) {
      expect((await requestChallenge(token)).status).toBe(201)
    }
    const before = await smsCount()
    const limited = await requestChallenge(token)
    expect(limited.status).toBe(429)
    const wait = Number(limited.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(paymentChallengeLimit.windowMs / 1000)
    expect(await limited.json()).toMatchObject({
      code: 'tooManyChallenges',
      message: expect.stringMatching(/try again in \d+ minutes?/),
    })
    expect(await smsCount()).toBe(before)

    // Another account's mTANs are not counted against this one.
    const own = await kit.token('demo.personal@example.com')
    const [reference] = await kit.database.orm
      .select({ iban: referenceAccounts.iban })
      .from(referenceAccounts)
      .where(eq(referenceAccounts.customerId, 'BAC_1000000001'))
    const personal = await kit.call(
      'POST',
      '/scas/api/v2/customers/BAC_1000000001/challenges',
      own,
      {
        ...payout,
        payeeIban: reference?.iban,
      },
    )
    expect(personal.status).toBe(201)
  })
})
