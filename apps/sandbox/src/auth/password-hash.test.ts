import { scryptSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { testPasswordCost } from '../test-support/test-password-cost'
import {
  defaultPasswordCost,
  hashPassword,
  seedSaltFor,
  usePasswordCost,
  verifyPassword,
} from './password-hash'

const salt = seedSaltFor('demo.personal@example.com')

afterEach(() => usePasswordCost(testPasswordCost))

describe('password hashes', () => {
  it.each([10, 12, defaultPasswordCost])(
    'record their cost %i and verify under another',
    (cost) => {
      usePasswordCost(cost)
      const stored = hashPassword('Demo-Password-1', salt)
      expect(stored.split('$').slice(0, 2)).toEqual(['scrypt', `ln=${cost}`])
      usePasswordCost(cost === 10 ? 12 : 10)
      expect(verifyPassword('Demo-Password-1', stored)).toBe(true)
      expect(verifyPassword('Demo-Password-2', stored)).toBe(false)
    },
  )

  it('verify a hash stored before the cost was recorded (N = 16,384)', () => {
    const key = scryptSync('Demo-Password-1', salt, 32, { N: 16_384, r: 8, p: 1 })
    const stored = `scrypt$${salt.toString('base64')}$${key.toString('base64')}`
    expect(verifyPassword('Demo-Password-1', stored)).toBe(true)
    expect(verifyPassword('demo-password-1', stored)).toBe(false)
  })

  it.each([
    'bcrypt$x$y',
    'scrypt$ln=$c2FsdA==$a2V5',
    'scrypt$ln=99$c2FsdA==$a2V5',
    'scrypt$N=1024$c2FsdA==$a2V5',
    'scrypt$only-one-part',
    '',
  ])('refuse anything else: %s', (stored) => {
    expect(verifyPassword('Demo-Password-1', stored)).toBe(false)
  })
})
