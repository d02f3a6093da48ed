import { describe, expect, it, vi } from 'vitest'
import { LDUserBuilder, toFlagContext } from './profile-builder'

describe('LDUserBuilder', () => {
  it('defaults the key to the web-investor value and marks the personal attributes private', () => {
    const context = new LDUserBuilder().build()
    expect(context.key).toBe('web-investor')
    expect(context.anonymous).toBe(true)
    expect(context._meta.privateAttributes).toEqual([
      'ip',
      'email',
      'name',
      'firstName',
      'lastName',
    ])
  })

  it('carries the shape A attributes', () => {
    const context = new LDUserBuilder()
      .key('BAC_1')
      .attributes({ country: 'AT', investorStatus: 'exported', pensionsActive: true })
      .build()
    expect(context).toMatchObject({
      key: 'BAC_1',
      anonymous: false,
      country: 'AT',
      pensionsActive: true,
    })
  })

  it.each([
    ['a plain object', { key: 'x', email: 'a@example.com' }],
    ['undefined', undefined],
    ['a string', 'web-investor'],
  ])('refuses %s with the spec message and does nothing', (_name, profile) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(toFlagContext(profile)).toBeUndefined()
    expect(error).toHaveBeenCalledWith('Please use LDUserBuilder to set user attributes')
    error.mockRestore()
  })
})
