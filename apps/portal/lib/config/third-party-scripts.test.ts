import { describe, expect, it } from 'vitest'
import { scriptsForLocale, thirdPartyScriptConfig } from './third-party-scripts'

const env = {
  HEATMAP_SCRIPT_URL: 'https://heatmap.example/tag.js',
  HEATMAP_LOCALES: 'de-de, NL-NL',
  SESSION_RECORDING_TAG_URL: 'https://recording.example/tag.js',
}

describe('scriptsForLocale', () => {
  it('adds nothing in local runs, whatever is configured', () => {
    expect(scriptsForLocale('de-de', thirdPartyScriptConfig('local', env))).toEqual([])
  })

  it.each([
    ['de-de', ['heatmap', 'session-recording']],
    ['nl-nl', ['heatmap']],
    ['fi-fi', ['session-recording']],
    ['en-gb', []],
    ['it-it', []],
  ] as const)('in production, %s gets %j', (locale, expected) => {
    const scripts = scriptsForLocale(locale, thirdPartyScriptConfig('production', env))
    expect(scripts.map((script) => script.id)).toEqual(expected)
  })

  it('adds no script whose source is not configured', () => {
    expect(scriptsForLocale('de-de', thirdPartyScriptConfig('production', {}))).toEqual([])
  })
})
