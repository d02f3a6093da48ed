import { describe, expect, it } from 'vitest'
import { hasLoginHint } from './login-hint'

describe('hasLoginHint', () => {
  it.each([
    ['portal_login=1', true],
    ['a=b; __Host-portal_login=1', true],
    ['portal_login=', false],
    ['portal_login_x=1', false],
    ['', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasLoginHint(cookies)).toBe(expected)
  })
})
