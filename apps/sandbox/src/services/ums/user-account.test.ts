import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import {
  demoPassword,
  logIn,
  passwordGrant,
  refreshGrant,
} from '../../test-support/identity-requests'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

async function mailTo(address: string) {
  const response = await kit.call(
    'GET',
    `/ums/v1/sandbox/mail-outbox?to=${encodeURIComponent(address)}`,
  )
  return ((await response.json()) as { messages: { subject: string; link: string | null }[] })
    .messages
}

describe('e-mail change: SCA, then a link to the new address', () => {
  it('refuses without a verified challenge, or with one bound to another address', async () => {
    const token = await kit.token('demo.personal@example.com')
    const none = await kit.call('POST', '/ums/v1/users/me/email-change', token, {
      newEmail: 'erika.new@example.com',
      scaChallengeId: 'made-up',
    })
    expect(none.status).toBe(403)
    expect(await none.json()).toMatchObject({ code: 'scaRequired' })
    const other = await kit.confirmedChallenge(token, 'BAC_1000000001', 'email_change', {
      newEmail: 'someone.else@example.com',
    })
    const bound = await kit.call('POST', '/ums/v1/users/me/email-change', token, {
      newEmail: 'erika.new@example.com',
      scaChallengeId: other,
    })
    expect(bound.status).toBe(403)
  })

  it('refuses an address without a domain at the field (400)', async () => {
    const token = await kit.token('demo.personal@example.com')
    const response = await kit.call('POST', '/ums/v1/users/me/email-change', token, {
      newEmail: 'erika@',
      scaChallengeId: 'x',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [{ path: 'newEmail' }] })
  })

  it('mails a single-use link; confirming changes the login, postbox and notifications tell', async () => {
    const token = await kit.token('demo.personal@example.com')
    const change = { newEmail: 'Erika.Renamed@Example.COM' }
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      'BAC_1000000001',
      'email_change',
      change,
    )
    const requested = await kit.call('POST', '/ums/v1/users/me/email-change', token, {
      ...change,
      scaChallengeId,
    })
    expect(requested.status).toBe(200)
    const [mail] = await mailTo('Erika.Renamed@example.com')
    const linkToken = new URL(mail?.link ?? '').searchParams.get('token') ?? ''
    expect(linkToken.length).toBeGreaterThanOrEqual(32)

    const confirm = (bearer?: string) =>
      kit.call('POST', '/ums/v1/users/email-change/confirm', bearer, { token: linkToken })
    // Opened while another login is signed in: refused, and the link stays usable for Erika.
    const foreign = await confirm(await kit.token('demo.multi@example.com'))
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 'foreignLink' })
    expect(await (await confirm(token)).json()).toEqual({ email: 'Erika.Renamed@example.com' })
    expect((await confirm()).status).toBe(400)
    await logIn(kit.app, 'erika.renamed@example.com', demoPassword)

    const notifications = await kit.call(
      'GET',
      '/pom/api/v1/customers/BAC_1000000001/notifications',
      token,
    )
    expect(JSON.stringify(await notifications.json())).toContain('email_changed')
  })
})

describe('mobile number change: SCA on the old number, mTAN to the new one', () => {
  it('refuses a number of another country at the field', async () => {
    const token = await kit.token('demo.business@example.com')
    const change = { newMobileNumber: '+436641234567' }
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      'BAC_1000000003',
      'mobile_number_change',
      change,
    )
    const response = await kit.call('POST', '/ums/v1/users/me/mobile-number-change', token, {
      ...change,
      scaChallengeId,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'newMobileNumber', message: 'wrong_country' }],
    })
  })

  it('confirms with the mTAN sent to the new number; a wrong one is 422', async () => {
    const token = await kit.token('demo.business@example.com')
    const change = { newMobileNumber: '+4915123456789' }
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      'BAC_1000000003',
      'mobile_number_change',
      change,
    )
    const requested = await kit.call('POST', '/ums/v1/users/me/mobile-number-change', token, {
      ...change,
      scaChallengeId,
    })
    const { changeId, maskedNumber } = await requested.json()
    expect(maskedNumber).toBe('+49 ••• ••••89')
    const confirm = (mtan: string) =>
      kit.call('POST', `/ums/v1/users/me/mobile-number-change/${changeId}/confirm`, token, { mtan })
    const code = await kit.mtanOf(changeId)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await confirm(wrong)).status).toBe(422)
    expect(await (await confirm(code)).json()).toEqual({ mobileNumber: '+4915123456789' })
  })
})

describe('password change: current password, strength, SCA, other sessions end', () => {
  it('keeps this session, ends the others, and takes only the new password', async () => {
    const other = await logIn(kit.app, 'demo.joint@example.com', demoPassword)
    const token = await kit.token('demo.joint@example.com')
    const put = (body: object) => kit.call('PUT', '/ums/v1/users/me/password', token, body)
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      'BAC_1000000002',
      'password_change',
      {},
    )

    const wrong = await put({
      currentPassword: 'Wrong-passw0rd',
      newPassword: 'Brand-new-passw0rd',
      scaChallengeId,
    })
    expect(await wrong.json()).toMatchObject({ status: 400, code: 'wrongPassword' })
    expect(
      (await put({ currentPassword: demoPassword, newPassword: 'short', scaChallengeId })).status,
    ).toBe(400)
    const unconfirmed = await put({
      currentPassword: demoPassword,
      newPassword: 'Brand-new-passw0rd',
      scaChallengeId: 'x',
    })
    expect(unconfirmed.status).toBe(403)

    const changed = await put({
      currentPassword: demoPassword,
      newPassword: 'Brand-new-passw0rd',
      scaChallengeId,
    })
    expect(changed.status).toBe(204)
    expect((await refreshGrant(kit.app, other.refresh_token)).status).toBe(400)
    expect((await kit.call('GET', '/ums/v1/users/me', other.access_token)).status).toBe(401)
    expect((await kit.call('GET', '/ums/v1/users/me', token)).status).toBe(200)
    expect((await passwordGrant(kit.app, 'demo.joint@example.com', demoPassword)).status).toBe(400)
    await logIn(kit.app, 'demo.joint@example.com', 'Brand-new-passw0rd')
  })
})

describe('emergency brakes', () => {
  it('a locked mTAN refuses payment and data-change challenges with mtanLocked', async () => {
    const { token } = await kit.personaWith('BAC_1000000004', ['ACCOUNT_HOLDER'])
    const locked = await kit.call('PUT', '/ums/v1/users/me/mtan-lock', token, { locked: true })
    expect(await locked.json()).toMatchObject({ locked: true })
    const payment = await kit.call(
      'POST',
      '/scas/api/v2/customers/BAC_1000000004/challenges',
      token,
      {
        amount: 100,
        currency: 'EUR',
        payeeIban: 'DE89370400440532013000',
      },
    )
    expect(payment.status).toBe(403)
    expect(await payment.json()).toMatchObject({ code: 'mtanLocked' })
    const change = await kit.call(
      'POST',
      '/scas/api/v2/customers/BAC_1000000004/data-change-challenges',
      token,
      {
        purpose: 'password_change',
        change: {},
      },
    )
    expect(await change.json()).toMatchObject({ code: 'mtanLocked' })
  })

  it('only support lifts the lock (local demo control); then challenges are created again', async () => {
    const { token, username } = await kit.personaWith('BAC_1000000004', ['ACCOUNT_HOLDER'])
    await kit.call('PUT', '/ums/v1/users/me/mtan-lock', token, { locked: true })
    const challenge = () =>
      kit.call('POST', '/scas/api/v2/customers/BAC_1000000004/challenges', token, {
        amount: 100,
        currency: 'EUR',
        payeeIban: 'DE89370400440532013000',
      })
    expect((await challenge()).status).toBe(403)
    const unlock = (body: unknown) =>
      kit.call('POST', '/ums/v1/sandbox/support/mtan-unlock', undefined, body)
    expect((await unlock({})).status).toBe(400)
    expect((await unlock({ username: 'nobody@example.com' })).status).toBe(404)
    expect(await (await unlock({ username: username.toUpperCase() })).json()).toEqual({
      locked: false,
      lockedAt: null,
    })
    const lock = await kit.call('GET', '/ums/v1/users/me/mtan-lock', token)
    expect(await lock.json()).toMatchObject({ locked: false })
    expect((await challenge()).status).not.toBe(403)
    expect((await mailTo(username))[0]).toMatchObject({ subject: 'Ihre mTAN ist entsperrt' })
    // Announced once in the portal too (notification and postbox); unlocking again tells nothing.
    const announced = async () => {
      const notifications = await kit.call(
        'GET',
        '/pom/api/v1/customers/BAC_1000000004/notifications',
        token,
      )
      const messages = await kit.call('GET', '/pom/api/v1/customers/BAC_1000000004/messages', token)
      const { items } = (await notifications.json()) as { items: { type: string }[] }
      const inbox = (await messages.json()) as { items: { subject: string }[] }
      return {
        notifications: items.filter((item) => item.type === 'mtan_unlocked').length,
        messages: inbox.items.filter((item) => item.subject === 'Your mTAN is unlocked').length,
      }
    }
    expect(await announced()).toEqual({ notifications: 1, messages: 1 })
    await unlock({ username })
    expect(await announced()).toEqual({ notifications: 1, messages: 1 })
  })

  it('a blocked account refuses login and every call with accountBlocked and names support', async () => {
    const { token, username } = await kit.personaWith('BAC_1000000001', ['AUTHORIZED_PERSON'])
    const unconfirmed = await kit.call('POST', '/ums/v1/users/me/block', token, {
      reason: 'lost_device',
    })
    expect(unconfirmed.status).toBe(400)
    const blocked = await kit.call('POST', '/ums/v1/users/me/block', token, {
      confirmed: true,
      reason: 'lost_device',
    })
    expect(await blocked.json()).toMatchObject({ supportContact: { email: expect.any(String) } })
    const login = await passwordGrant(kit.app, username, demoPassword)
    expect(login.status).toBe(403)
    expect(await login.json()).toMatchObject({
      code: 'accountBlocked',
      message: expect.stringContaining('support'),
    })
    const call = await kit.call('GET', '/cas/v1/customers/BAC_1000000001', token)
    expect(await call.json()).toMatchObject({ code: 'accountBlocked' })
    expect((await passwordGrant(kit.app, username, 'Wrong-passw0rd')).status).toBe(400)
    expect((await mailTo(username))[0]).toMatchObject({ subject: 'Ihr Zugang ist gesperrt' })
  })
})

describe('mail consents', () => {
  it('switches an optional consent, never cs or legal', async () => {
    const token = await kit.token('demo.multi@example.com')
    const off = await kit.call('PUT', '/ums/v1/mail/consents/beta_program', token, { valid: false })
    expect((await off.json()).consents).toContainEqual({ id: 'beta_program', valid: false })
    const legal = await kit.call('PUT', '/ums/v1/mail/consents/legal', token, { valid: false })
    expect(legal.status).toBe(422)
    expect(await legal.json()).toMatchObject({ code: 'mandatoryConsent' })
  })
})
