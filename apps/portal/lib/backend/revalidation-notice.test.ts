import { revalidationSignature } from '@portal/api-clients/revalidation-signature'
import { describe, expect, it } from 'vitest'
import { checkNotice, type SignedNotice, tagsOfNotice } from './revalidation-notice'

const secret = 'test-only-revalidation-secret'
const nowMs = 1_795_000_000_000
const timestamp = String(nowMs / 1000)
const notice = {
  event: 'offers.changed',
  offers: [{ offerId: 'de-alpenbank-12m', bankSlug: 'alpenbank', countryCode: 'DE' }],
}
const body = JSON.stringify(notice)

function signed(change: Partial<SignedNotice> = {}): SignedNotice {
  return {
    body,
    timestamp,
    signature: revalidationSignature(secret, timestamp, body),
    secret,
    nowMs,
    ...change,
  }
}

describe('checkNotice', () => {
  it('accepts a notice signed with the shared secret and returns its content', () => {
    expect(checkNotice(signed())).toEqual({ accepted: true, notice })
  })

  it('accepts a timestamp a little off either way (two hosts, two clocks)', () => {
    for (const skew of [-299, 299]) {
      const at = String(nowMs / 1000 + skew)
      const check = checkNotice(
        signed({ timestamp: at, signature: revalidationSignature(secret, at, body) }),
      )
      expect(check.accepted).toBe(true)
    }
  })

  it.each<[string, Partial<SignedNotice>, string]>([
    ['no signature header', { signature: null }, 'unsigned'],
    ['no timestamp header', { timestamp: null }, 'unsigned'],
    ['an empty signature', { signature: '' }, 'unsigned'],
    ['a tampered body', { body: body.replace('alpenbank', 'otherbank') }, 'forged'],
    ['another secret', { secret: 'another-secret' }, 'forged'],
    ['a signature of another length', { signature: 'sha256=abc' }, 'forged'],
    [
      'a moved timestamp (the signature covers it)',
      { timestamp: String(nowMs / 1000 + 1) },
      'forged',
    ],
    ['a timestamp that is not a number', { timestamp: 'yesterday' }, 'stale'],
  ])('refuses %s', (_case, change, reason) => {
    expect(checkNotice(signed(change))).toEqual({ accepted: false, reason })
  })

  it.each([301, 3600, -3600])('refuses a notice %i s old (a replay)', (ageSeconds) => {
    const old = String(nowMs / 1000 - ageSeconds)
    const check = checkNotice(
      signed({ timestamp: old, signature: revalidationSignature(secret, old, body) }),
    )
    expect(check).toEqual({ accepted: false, reason: 'stale' })
  })

  it.each([
    ['not JSON', 'offers changed'],
    ['an unknown event', JSON.stringify({ ...notice, event: 'banks.deleted' })],
    ['no offers', JSON.stringify({ ...notice, offers: [] })],
    [
      'an offer id of another shape',
      JSON.stringify({ ...notice, offers: [{ ...notice.offers[0], offerId: '../x' }] }),
    ],
  ])('refuses a well-signed body that is %s', (_case, text) => {
    const check = checkNotice(
      signed({ body: text, signature: revalidationSignature(secret, timestamp, text) }),
    )
    expect(check).toEqual({ accepted: false, reason: 'malformed' })
  })
})

describe('tagsOfNotice', () => {
  it('names the offer lists, the offer, its terms, its country and its bank', () => {
    expect(
      tagsOfNotice({
        event: 'offers.changed',
        offers: [
          { offerId: 'o-1', bankSlug: 'alpenbank', countryCode: 'DE' },
          { offerId: 'o-2', bankSlug: 'alpenbank', countryCode: 'DE' },
        ],
      }),
    ).toEqual([
      'offers',
      'offer:o-1',
      'offer-terms:o-1',
      'offers:country:DE',
      'bank:alpenbank',
      'offer:o-2',
      'offer-terms:o-2',
    ])
  })
})
