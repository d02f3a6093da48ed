import { OwnReferralCode, ReferralLead } from '@portal/api-clients/contracts/customers'
import { Registration } from '@portal/api-clients/contracts/users'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referralCodeOf } from '../../bank/customers/referral-codes'
import { closeDatabase } from '../../db/database'
import { referralCodes, referralLeads } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let erika: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
})
afterAll(() => closeDatabase(kit.database))

const codePath = (customerId: string) => `/cas/v1/customers/${customerId}/referral-code`

async function codeOf(customerId: string, token: string): Promise<string> {
  const response = await kit.call('GET', codePath(customerId), token)
  expect(response.status).toBe(200)
  return OwnReferralCode.parse(await response.json()).code
}

let registrations = 0
async function register(referralCode: string, email = `friend.${++registrations}@example.com`) {
  return kit.call('POST', '/ums/v1/registrations', undefined, {
    email,
    password: 'Long-enough-passw0rd',
    firstName: 'Nova',
    lastName: 'Saver',
    accountType: 'PERSONAL',
    referralCode,
  })
}

async function forgetCode(customerId: string) {
  await kit.database.orm.delete(referralCodes).where(eq(referralCodes.customerId, customerId))
}

async function leadsOf(customerId: string) {
  return kit.database.orm
    .select()
    .from(referralLeads)
    .where(eq(referralLeads.customerId, customerId))
}

describe('GET /cas/v1/customers/:customerId/referral-code', () => {
  it('answers the seeded code of the account, the same every time', async () => {
    const code = await codeOf('BAC_1000000001', erika)
    expect(await codeOf('BAC_1000000001', erika)).toBe(code)
    expect(await codeOf('BAC_1000000001', await kit.token('demo.personal@example.com'))).toBe(code)
  })

  it('gives every account its own code', async () => {
    const joint = await kit.token('demo.joint@example.com')
    expect(await codeOf('BAC_1000000002', joint)).not.toBe(await codeOf('BAC_1000000001', erika))
  })

  it('refuses another customer’s account and a request without a token', async () => {
    const joint = await kit.token('demo.joint@example.com')
    expect((await kit.call('GET', codePath('BAC_1000000001'), joint)).status).toBe(403)
    expect((await kit.call('GET', codePath('BAC_1000000001'))).status).toBe(401)
  })

  it('tells an account still being opened that its link comes once it is open', async () => {
    const multi = await kit.token('demo.multi@example.com')
    const response = await kit.call('GET', codePath('BAC_1000000005'), multi)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'accountNotOpen' })
  })

  it('creates the code of an account that has none (one older than codes) and keeps it', async () => {
    await forgetCode('BAC_1000000004')
    const multi = await kit.token('demo.multi@example.com')
    const code = await codeOf('BAC_1000000004', multi)
    expect(await codeOf('BAC_1000000004', multi)).toBe(code)
  })

  it('draws again when a new code is already another account’s', async () => {
    await forgetCode('BAC_1000000005')
    const taken = await codeOf('BAC_1000000001', erika)
    const draws = [taken, 'NEWCQDE234']
    const code = await referralCodeOf(kit.database.orm, 'BAC_1000000005', new Date(), () =>
      String(draws.shift()),
    )
    expect(code).toBe('NEWCQDE234')
    const [stored] = await kit.database.orm
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, taken))
    expect(stored?.customerId).toBe('BAC_1000000001')
  })
})

describe('registering through a referral link', () => {
  it('records a lead of the referring account with the friend’s short name', async () => {
    const code = await codeOf('BAC_1000000001', erika)
    const response = await register(code.toLowerCase())
    expect(response.status).toBe(201)
    const created = Registration.parse(await response.json())
    expect(created.referral).toBe('recorded')
    const lead = (await leadsOf('BAC_1000000001')).find(
      (row) => row.referredCustomerId === created.customerId,
    )
    expect(lead).toMatchObject({ name: 'Nova S.', status: 'REGISTERED' })
    const { items } = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000001/referral-leads', erika)
    ).json()
    expect(ReferralLead.parse(items[0])).toMatchObject({ name: 'Nova S.', status: 'REGISTERED' })
  })

  it('registers without a referral when the code is nobody’s', async () => {
    const before = await kit.database.orm.select().from(referralLeads)
    const response = await register('ZZZZZZZZZZ')
    expect(response.status).toBe(201)
    expect(Registration.parse(await response.json()).referral).toBe('notApplied')
    expect(await kit.database.orm.select().from(referralLeads)).toHaveLength(before.length)
  })

  it('registers without a referral when the code is the registering person’s own account’s', async () => {
    // the joint account's partner has no login yet: registering is possible, the code is theirs
    const joint = await kit.token('demo.joint@example.com')
    const code = await codeOf('BAC_1000000002', joint)
    const response = await register(code, 'Demo.Joint.Partner@example.com')
    expect(response.status).toBe(201)
    expect(Registration.parse(await response.json()).referral).toBe('notApplied')
    expect(await leadsOf('BAC_1000000002')).toEqual([])
  })

  it('refuses a code that is not a referral code at all, as any malformed field', async () => {
    const response = await register('refer-a-friend')
    expect(response.status).toBe(400)
  })
})
