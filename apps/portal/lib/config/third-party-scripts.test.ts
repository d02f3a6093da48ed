import { defaultConsent, sessionRecordingLocales, withConsent } from '@portal/tracking'
import { describe, expect, it } from 'vitest'
import { consentGates, scriptsForLocale } from './third-party-script-rules'
import { thirdPartyScriptConfig } from './third-party-scripts'

const env = {
  HEATMAP_SCRIPT_URL: 'https://heatmap.example/tag.js',
  HEATMAP_LOCALES: 'de-de, NL-NL',
  SESSION_RECORDING_TAG_URL: 'https://recording.example/tag.js',
}
const all = withConsent({
  marketing: true,
  heatmap: true,
  session_recording: true,
  click_cookie: true,
})

describe('scriptsForLocale', () => {
  it('adds nothing in local runs, whatever is configured or consented', () => {
    expect(scriptsForLocale('de-de', thirdPartyScriptConfig('local', env), all)).toEqual([])
  })

  it.each([
    ['de-de', ['heatmap', 'session-recording']],
    ['nl-nl', ['heatmap']],
    ['fi-fi', ['session-recording']],
    ['en-gb', []],
    ['it-it', []],
  ] as const)('in production with full consent, %s gets %j', (locale, expected) => {
    const scripts = scriptsForLocale(locale, thirdPartyScriptConfig('production', env), all)
    expect(scripts.map((script) => script.id)).toEqual(expected)
  })

  it('adds no script whose source is not configured', () => {
    expect(scriptsForLocale('de-de', thirdPartyScriptConfig('production', {}), all)).toEqual([])
  })

  it.each([
    ['only necessary', defaultConsent(), []],
    ['heatmap only', withConsent({ heatmap: true }), ['heatmap']],
    ['session recording only', withConsent({ session_recording: true }), ['session-recording']],
    ['marketing and click cookie', withConsent({ marketing: true, click_cookie: true }), []],
  ] as const)('on de-de with %s loads %j', (_name, consent, expected) => {
    const scripts = scriptsForLocale('de-de', thirdPartyScriptConfig('production', env), consent)
    expect(scripts.map((script) => script.id)).toEqual(expected)
  })

  it('uses the session-recording locales of the tracking package', () => {
    expect(thirdPartyScriptConfig('production', env).sessionRecording.locales).toBe(
      sessionRecordingLocales,
    )
  })
})

describe('consentGates', () => {
  it.each([
    ['de-de', true],
    ['de-at', true],
    ['en-us', true],
    ['en-gb', false],
    ['nl-nl', false],
  ] as const)('session recording on %s with consent: %s', (locale, expected) => {
    expect(consentGates(locale, all).sessionRecording).toBe(expected)
  })

  it('closes every gate with only the necessary categories', () => {
    expect(consentGates('de-de', defaultConsent())).toEqual({
      heatmap: false,
      sessionRecording: false,
      marketing: false,
      clickCookie: false,
    })
  })

  it('opens each gate with its own category only', () => {
    expect(consentGates('fr-fr', withConsent({ marketing: true }))).toMatchObject({
      marketing: true,
      heatmap: false,
    })
    expect(consentGates('fr-fr', withConsent({ click_cookie: true })).clickCookie).toBe(true)
  })
})
