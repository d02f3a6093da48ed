import { describe, expect, it } from 'vitest'
import { isCustomerActivity } from './session-activity'

const request = (headers: Record<string, string>, method = 'GET', search = '') => ({
  method,
  headers: new Headers(headers),
  searchParams: new URLSearchParams(search),
})

const page = { 'sec-fetch-mode': 'navigate', accept: 'text/html' }

describe('isCustomerActivity: what moves the idle deadline', () => {
  it.each([
    ['a page load', request(page), true],
    [
      'a client-side navigation (RSC payload)',
      request({ rsc: '1', 'sec-fetch-mode': 'cors' }),
      true,
    ],
    ['a page load of a client without fetch metadata', request({ accept: 'text/html' }), true],
    [
      'a router prefetch',
      request({ rsc: '1', 'next-router-prefetch': '1', 'sec-fetch-mode': 'cors' }),
      false,
    ],
    [
      "the header's background /visitor call",
      request({ 'sec-fetch-mode': 'cors', accept: '*/*' }),
      false,
    ],
    ['a background call without fetch metadata', request({ accept: 'application/json' }), false],
    ['a server action', request({ ...page, 'next-action': 'abc' }, 'POST'), false],
    ["the idle dialog's expiry check", request(page, 'GET', 'idle-check=1'), false],
  ])('%s → %s', (_, input, expected) => {
    expect(isCustomerActivity(input)).toBe(expected)
  })
})
