import { describe, expect, it } from 'vitest'
import { userAccountContract } from './user-account'
import { usersContract } from './users'

describe('password change: defined once, with SCA', () => {
  const definitions = [...Object.values(usersContract), ...Object.values(userAccountContract)]
  const passwordChanges = definitions.filter(
    (endpoint) => endpoint.method === 'PUT' && endpoint.path === '/users/me/password',
  )

  it('has exactly one definition of PUT /users/me/password', () => {
    expect(passwordChanges).toEqual([userAccountContract.changePassword])
  })

  it('refuses a body without an SCA challenge id', () => {
    const body = userAccountContract.changePassword.body
    expect(
      body?.safeParse({ currentPassword: 'Old-passw0rd!', newPassword: 'Brand-new-passw0rd' })
        .success,
    ).toBe(false)
  })
})
