import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { demoPassword, passwordGrant } from '../../test-support/identity-requests'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

const newPassword = 'Brand-new-passw0rd'

describe('PUT /ums/v1/users/me/password without SCA', () => {
  it.each([
    ['no SCA at all', { currentPassword: demoPassword, newPassword }, [400, 403]],
    [
      'an SCA id never verified',
      { currentPassword: demoPassword, newPassword, scaChallengeId: 'x' },
      [403],
    ],
  ])('%s: refused, the old password still logs in', async (_case, body, statuses) => {
    const { token, username } = await kit.personaWith('BAC_1000000004', ['ACCOUNT_HOLDER'])
    const response = await kit.call('PUT', '/ums/v1/users/me/password', token, body)
    expect(statuses).toContain(response.status)
    expect((await passwordGrant(kit.app, username, newPassword)).status).toBe(400)
    expect((await passwordGrant(kit.app, username, demoPassword)).status).toBe(200)
  })
})
