import { describe, expect, it } from 'vitest'
import { isAccessTokenValid, loginState } from './session'

const exp = 1_700_000_000 // seconds
const expMs = exp * 1000

describe('session validity: "logged in while the access token has not passed its expiry time plus a stored server time offset"', () => {
  it.each([
    ['before expiry', exp, expMs - 1, 0, true],
    ['at expiry', exp, expMs, 0, false],
    ['after expiry', exp, expMs + 1, 0, false],
    ['after expiry but within a positive offset', exp, expMs + 500, 1_000, true],
    ['before expiry but past a negative offset', exp, expMs - 500, -1_000, false],
    ['"A missing … token counts as expired"', undefined, 0, 0, false],
    ['"an unreadable token counts as expired"', 'soon', 0, 0, false],
    ['an expiry that is not finite', Number.POSITIVE_INFINITY, 0, 0, false],
  ])('%s', (_, tokenExp, nowMs, serverTimeOffsetMs, valid) => {
    expect(isAccessTokenValid(tokenExp, { nowMs, serverTimeOffsetMs })).toBe(valid)
    expect(loginState(tokenExp, { nowMs, serverTimeOffsetMs })).toBe(valid ? 'logged_in' : 'public')
  })
})
