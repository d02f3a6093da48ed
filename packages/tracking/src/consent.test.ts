import { describe, expect, it } from 'vitest'
import { defaultConsent, parseConsentCookie, serializeConsent, withConsent } from './consent'
import {
  clickCookieAllowed,
  heatmapAllowed,
  marketingTrackingAllowed,
  sessionRecordingAllowed,
} from './consent-gates'

const none = defaultConsent()
const all = withConsent({
  marketing: true,
  heatmap: true,
  session_recording: true,
  click_cookie: true,
})

describe('defaultConsent: "cs and legal are mandatory, not opt-out"', () => {
  it('has the mandatory categories on and every opt-in off', () => {
    expect(none).toEqual({
      cs: true,
      legal: true,
      marketing: false,
      heatmap: false,
      session_recording: false,
      click_cookie: false,
    })
  })
})

describe('parseConsentCookie', () => {
  it.each([
    ['missing', undefined, none],
    ['null', null, none],
    ['empty', '', none],
    ['garbage', '%%%{not json', none],
    ['binary noise', '\u0000\uffff|::|', none],
    ['JSON instead of the format', '{"marketing":true}', none],
    ['one opt-in', 'marketing:1', withConsent({ marketing: true })],
    ['all opt-ins', 'cs:1|legal:1|marketing:1|heatmap:1|session_recording:1|click_cookie:1', all],
    ['mandatory set to false', 'cs:0|legal:0|heatmap:1', withConsent({ heatmap: true })],
    [
      'values other than 1/0',
      'marketing:true|heatmap:yes|click_cookie:1',
      withConsent({ click_cookie: true }),
    ],
    ['unknown categories', 'analytics:1|tracking:1|marketing:0', none],
    [
      'an encoded value',
      encodeURIComponent('marketing:1|heatmap:1'),
      withConsent({ marketing: true, heatmap: true }),
    ],
    [
      'spaces around entries',
      ' marketing:1 | heatmap:1 ',
      withConsent({ marketing: true, heatmap: true }),
    ],
    ['extra colons', 'marketing:1:1', none],
    ['a broken escape', 'marketing:1|%E0%A4%A', withConsent({ marketing: true })],
  ])('%s', (_, value, expected) => {
    expect(parseConsentCookie(value)).toEqual(expected)
  })

  it('mandatory categories are true whatever the cookie says', () => {
    for (const value of ['cs:0', 'legal:0', 'cs:x', '']) {
      expect(parseConsentCookie(value)).toMatchObject({ cs: true, legal: true })
    }
  })
})

describe('serializeConsent', () => {
  it('writes every category in a fixed order, cookie-safe', () => {
    expect(serializeConsent(withConsent({ heatmap: true }))).toBe(
      'cs:1|legal:1|marketing:0|heatmap:1|session_recording:0|click_cookie:0',
    )
  })

  it.each([none, all, withConsent({ click_cookie: true })])('round-trips %j', (consent) => {
    expect(parseConsentCookie(serializeConsent(consent))).toEqual(consent)
  })
})

describe('what consent gates', () => {
  it('marketing tracking, heatmap and the click cookie follow their category', () => {
    expect([
      marketingTrackingAllowed(none),
      heatmapAllowed(none),
      clickCookieAllowed(none),
    ]).toEqual([false, false, false])
    expect([marketingTrackingAllowed(all), heatmapAllowed(all), clickCookieAllowed(all)]).toEqual([
      true,
      true,
      true,
    ])
  })

  it.each([
    ['de-at', true],
    ['de-de', true],
    ['es-es', true],
    ['en-ie', true],
    ['en-us', true],
    ['fr-fr', true],
    ['pl-pl', true],
    ['fi-fi', true],
    ['DE-DE', true],
    ['en-gb', false],
    ['nl-nl', false],
    ['it-it', false],
    ['de-ch', false],
  ])('session recording in %s with consent: %s', (locale, expected) => {
    expect(sessionRecordingAllowed(all, locale)).toBe(expected)
    expect(sessionRecordingAllowed(none, locale)).toBe(false)
  })
})
