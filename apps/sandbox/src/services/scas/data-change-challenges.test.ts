import { DataChangeChallenge } from '@portal/api-clients/contracts/user-account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let erika: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
})
afterAll(() => closeDatabase(kit.database))

const challenges = '/scas/api/v2/customers/BAC_1000000001/data-change-challenges'

async function create(
  change: Record<string, unknown> = { newEmail: 'x@example.com' },
  token = erika,
) {
  return kit.call('POST', challenges, token, { purpose: 'email_change', change })
}

describe('data-change challenges on /scas/api/v2', () => {
  it('sends an mTAN naming the purpose to the login’s own number, masked in the answer', async () => {
    const created = DataChangeChallenge.parse(await (await create()).json())
    expect(created).toMatchObject({ purpose: 'email_change', status: 'pending' })
    expect(created.maskedNumber).toMatch(/^\+49 ••• ••••\d\d$/)
    const sms = await kit.call('GET', '/scas/api/v2/sandbox/sms-outbox?customerId=BAC_1000000001')
    expect((await sms.json()).messages[0].text).toContain('e-mail address')
  })

  it('refuses a change that its endpoint would refuse (400), so nothing invalid is confirmed', async () => {
    const response = await create({ newEmail: 'no-domain@' })
    expect(response.status).toBe(400)
  })

  it('counts wrong codes and locks the challenge at the fifth', async () => {
    const { challengeId } = await (await create()).json()
    const code = await kit.mtanOf(challengeId)
    const wrong = code === '000000' ? '111111' : '000000'
    const verify = (value: string) =>
      kit.call('POST', `${challenges}/${challengeId}/verification`, erika, { code: value })
    for (let attempt = 1; attempt < 5; attempt++) expect((await verify(wrong)).status).toBe(422)
    expect((await verify(wrong)).status).toBe(423)
    expect((await verify(code)).status).toBe(423)
  })

  it('answers 404 for another login’s challenge and 403 for another customer', async () => {
    const { challengeId } = await (await create()).json()
    const other = await kit.personaWith('BAC_1000000001', ['ACCOUNT_HOLDER'])
    const response = await kit.call(
      'POST',
      `${challenges}/${challengeId}/verification`,
      other.token,
      { code: '123456' },
    )
    expect(response.status).toBe(404)
    const joint = await kit.token('demo.joint@example.com')
    expect((await create({ newEmail: 'x@example.com' }, joint)).status).toBe(403)
  })
})
