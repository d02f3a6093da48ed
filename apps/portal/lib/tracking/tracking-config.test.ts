import { describe, expect, it } from 'vitest'
import { collectorUpstream, parseSinks, trackingSettings } from './tracking-config'
import { browsingPlatform, pageOfPath } from './tracking-context'

describe('tracking settings', () => {
  it.each([
    [undefined, ['schema']],
    ['schema,marketing', ['schema', 'marketing']],
    [' marketing , nope,marketing', ['marketing']],
    ['', []],
  ])('TRACKING_SINKS=%j → %j', (value, sinks) => {
    expect(parseSinks(value)).toEqual(sinks)
  })

  it('configures marketing only with SDK URL and token', () => {
    expect(trackingSettings({ EXPONEA_SDK_URL: 'https://sdk.test/x.js' }).marketing).toBeUndefined()
    expect(
      trackingSettings(
        { EXPONEA_SDK_URL: 'https://sdk.test/x.js', EXPONEA_PROJECT_TOKEN: 't' },
        'n0nce',
      ),
    ).toEqual({
      sinks: ['schema'],
      collectorUrl: undefined,
      marketing: {
        sdkUrl: 'https://sdk.test/x.js',
        projectToken: 't',
        target: undefined,
        nonce: 'n0nce',
      },
    })
    expect(trackingSettings({ TRACKING_COLLECTOR_URL: 'https://c.test' }).collectorUrl).toBe(
      'https://c.test',
    )
  })

  it('proxies to the configured upstream, the API base or the local sandbox', () => {
    expect(
      collectorUpstream({
        TRACKING_COLLECTOR_UPSTREAM: 'http://c.test/',
        PORTAL_API_BASE_URL: 'x',
      }),
    ).toBe('http://c.test')
    expect(collectorUpstream({ PORTAL_API_BASE_URL: 'http://127.0.0.1:18080' })).toBe(
      'http://127.0.0.1:18080',
    )
    expect(collectorUpstream({})).toBe('http://localhost:8080')
  })
})

describe('tracking context', () => {
  it.each([
    ['/de-de', 'offers_table'],
    ['/de-de/deposits/term', 'offers_table'],
    ['/', 'offers_table'],
    ['/en-gb/banks/acme', 'bank_page'],
    ['/en-gb/offers/o-1', 'offer_page'],
    ['/de-de/refer-a-friend', 'refer_a_friend'],
    ['/press', 'press'],
  ])('%s → %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page)
  })

  it.each([
    [375, 'mobile'],
    [800, 'tablet'],
    [1280, 'desktop'],
  ])('%i px → %s', (width, platform) => {
    expect(browsingPlatform(width)).toBe(platform)
  })
})
