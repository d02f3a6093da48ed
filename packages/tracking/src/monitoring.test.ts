import { datadogRum } from '@datadog/browser-rum'
import { tracedPathPrefixes } from '@portal/api-clients/services'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  initMonitoring,
  type MonitoringConsentEvent,
  type MonitoringSettings,
  rumConfiguration,
} from './monitoring'
import { monitoringSdkLimits } from './monitoring-limits'
import { tracingUrlMatchers } from './monitoring-tracing'

vi.mock('@datadog/browser-rum', () => ({
  datadogRum: { init: vi.fn(), setTrackingConsent: vi.fn() },
}))

const api = 'https://api.deu.savings-portal.example'
const api2 = 'https://api2.deu.savings-portal.example'
const staffHosts = [
  'staff.savings-portal.example',
  'staff.staging.savings-portal.example',
  'staff.savings-portal.co.uk.example',
]
const settings: MonitoringSettings = {
  environment: 'production',
  zone: 'de',
  hostname: 'www.savings-portal.example',
  applicationId: 'app',
  clientToken: 'token',
  site: 'datadoghq.eu',
  service: 'customer-portal',
  version: '1.504.3',
  apiOrigins: [api, api2],
  staffHosts,
  fullSampleZones: ['beta'],
}

afterEach(() => {
  vi.clearAllMocks()
  vi.unstubAllGlobals()
})

describe('rumConfiguration: "on only in production"', () => {
  it.each(['local', 'development', 'staging', 'onboarding'] as const)(
    '%s → null',
    (environment) => {
      expect(rumConfiguration({ ...settings, environment })).toBeNull()
    },
  )

  it('production → the options of spec section 9', () => {
    expect(rumConfiguration(settings)).toMatchObject({
      applicationId: 'app',
      clientToken: 'token',
      site: 'datadoghq.eu',
      service: 'customer-portal',
      env: 'production',
      version: '1.504.3',
      sessionSampleRate: 20,
      traceSampleRate: 100,
      sessionReplaySampleRate: 0,
      telemetrySampleRate: 0,
      trackResources: true,
      trackLongTasks: true,
      trackUserInteractions: false,
      defaultPrivacyLevel: 'mask',
      trackingConsent: 'not-granted',
    })
  })
})

describe('session sample: "20 percent (100 for listed zones or staging)"', () => {
  it.each([
    ['de', undefined, 20],
    ['staging', undefined, 100],
    ['staging', [], 100],
    ['beta', ['beta'], 100],
    ['beta', [], 20],
    ['uk', ['beta', 'uk'], 100],
  ])('zone %s, listed %j → %i', (zone, fullSampleZones, rate) => {
    expect(rumConfiguration({ ...settings, zone, fullSampleZones })?.sessionSampleRate).toBe(rate)
  })
})

describe('trackingConsent: "granted on a staff host or when the consent-manager setting is on"', () => {
  it.each([
    ['www.savings-portal.example', false, 'not-granted'],
    ['www.savings-portal.example', true, 'granted'],
    ['staff.savings-portal.example', false, 'granted'],
    ['STAFF.staging.savings-portal.example:443', false, 'granted'],
    ['staff.savings-portal.co.uk.example', false, 'granted'],
    ['staff.savings-portal.example.evil.test', false, 'not-granted'],
    ['evilstaff.savings-portal.example', false, 'not-granted'],
  ])('%s, consent manager %s → %s', (hostname, consentManagerEnabled, consent) => {
    expect(
      rumConfiguration({ ...settings, hostname, consentManagerEnabled })?.trackingConsent,
    ).toBe(consent)
  })

  it('no staff hosts configured → only the consent manager grants', () => {
    expect(
      rumConfiguration({ ...settings, hostname: staffHosts[0] ?? '', staffHosts: undefined })
        ?.trackingConsent,
    ).toBe('not-granted')
  })
})

describe('allowedTracingUrls: exactly the traced path prefixes of spec section 7', () => {
  const matchers = tracingUrlMatchers([api, api2])
  const allowed = (url: string) => matchers.some((matcher) => matcher.test(url))

  it('has one matcher per traced prefix and nothing else', () => {
    expect(matchers).toHaveLength(tracedPathPrefixes.length)
    expect(tracedPathPrefixes).toHaveLength(18)
    expect(rumConfiguration(settings)?.allowedTracingUrls).toEqual(matchers)
  })

  it.each(tracedPathPrefixes.map((prefix) => [prefix]))('traces %s on both API hosts', (prefix) => {
    expect(allowed(`${api}${prefix}`)).toBe(true)
    expect(allowed(`${api}${prefix}/x/1?y=2`)).toBe(true)
    expect(allowed(`${api2}${prefix}?q=1`)).toBe(true)
  })

  it.each([
    `${api}/dssx`,
    `${api}/dbs/v2/products`,
    `${api}/`,
    `${api}/other/dbs/v1`,
    `https://evil.example/dbs/v1/products`,
    `https://api.deu.savings-portal.example.evil.test/dbs/v1`,
    `http://api.deu.savings-portal.example/dbs/v1`,
    '/dbs/v1/products',
  ])('does not trace %s', (url) => {
    expect(allowed(url)).toBe(false)
  })

  it('traces nothing without API origins', () => {
    expect(tracingUrlMatchers([])).toEqual([])
  })
})

describe('initMonitoring', () => {
  it('does nothing outside production', () => {
    vi.stubGlobal('window', {})
    expect(initMonitoring({ ...settings, environment: 'staging' })).toBeNull()
    expect(datadogRum.init).not.toHaveBeenCalled()
  })

  it('does nothing on the server', () => {
    expect(initMonitoring(settings)).toBeNull()
    expect(datadogRum.init).not.toHaveBeenCalled()
  })

  it('inits the SDK and re-evaluates consent on every consent event', () => {
    vi.stubGlobal('window', {})
    const monitoring = initMonitoring(settings)
    expect(datadogRum.init).toHaveBeenCalledWith(rumConfiguration(settings))
    let emit: (event: MonitoringConsentEvent) => void = () => {}
    const unsubscribe = vi.fn()
    const off = monitoring?.subscribeToConsent((listener) => {
      emit = listener
      return unsubscribe
    })
    emit({ consentManagerEnabled: true })
    emit({ consentManagerEnabled: false })
    expect(vi.mocked(datadogRum.setTrackingConsent).mock.calls).toEqual([
      ['granted'],
      ['not-granted'],
    ])
    off?.()
    expect(unsubscribe).toHaveBeenCalled()
  })
})

describe('monitoring limits the SDK does not expose (spec section 9)', () => {
  it('"Session 4 hours max, 15 minutes inactivity. Queue 3 MiB, ongoing bandwidth 80 KiB, 32 concurrent requests, retry backoff 1 s to 60 s. Batch 50 messages or 16 KiB, flush timeout 30 s, single message 256 KiB, segment 5 s or 60 KB, worker init timeout 30 s"', () => {
    expect(monitoringSdkLimits).toEqual({
      sessionMaxDurationMs: 14_400_000,
      sessionInactivityMs: 900_000,
      queueBytes: 3_145_728,
      ongoingBandwidthBytes: 81_920,
      maxConcurrentRequests: 32,
      retryBackoffMs: { initial: 1_000, max: 60_000 },
      batchMessages: 50,
      batchBytes: 16_384,
      flushTimeoutMs: 30_000,
      messageBytes: 262_144,
      segmentDurationMs: 5_000,
      segmentBytes: 60_000,
      workerInitTimeoutMs: 30_000,
    })
  })
})
