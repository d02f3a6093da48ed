import { describe, expect, it } from 'vitest'
import { xssPayloads } from '../html/xss-payload-fixtures'
import { parseOffersSearchParams } from './search-params'

// The security suite put every XSS payload into each parameter of the offers page and loaded it
// in Chromium; one such address still loads there (e2e/security-redirects-xss.e2e.ts). What the
// page shows of the parameters is what this parser keeps: nothing of a payload.

const params = [
  'term',
  'country',
  'rating',
  'amount',
  'sort',
  'order',
  'residence',
  'compare',
  'page',
] as const

describe(`parseOffersSearchParams drops ${xssPayloads.length} payloads in every parameter`, () => {
  it.each(xssPayloads.map((payload) => [payload]))('%s', (payload) => {
    const { state, notes } = parseOffersSearchParams(
      Object.fromEntries(params.map((param) => [param, payload])),
    )
    expect(state).toEqual({ sort: 'rate', order: 'desc', page: 1, more: 0, compare: [] })
    expect(notes).toEqual(
      expect.arrayContaining(params.map((param) => ({ param, reason: 'ignored' }))),
    )
    expect(notes).toHaveLength(params.length)
  })
})
