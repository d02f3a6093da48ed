import { withConsent } from '@portal/tracking'
import { rumConfiguration } from '@portal/tracking/monitoring'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '@/lib/security/content-security-policy'
import { monitoringAllowedByConsent } from './monitoring-consent'
import { monitoringConnectSources } from './monitoring-intake'
import { monitoringSettings } from './monitoring-settings'

const production = {
  PORTAL_ENV: 'production',
  DATADOG_APPLICATION_ID: 'app-1',
  DATADOG_CLIENT_TOKEN: 'pub-token',
  STAFF_HOSTS: 'staff.savings-portal.example, STAFF.savings-portal.co.uk',
}

describe('monitoringSettings', () => {
  it.each([
    ['a local run', {}],
    ['a local run with ids', { ...production, PORTAL_ENV: undefined }],
    ['staging', { ...production, PORTAL_ENV: 'staging' }],
    ['production without a client token', { ...production, DATADOG_CLIENT_TOKEN: ' ' }],
    ['production without an application id', { ...production, DATADOG_APPLICATION_ID: '' }],
  ])('is off in %s', (_name, env) => {
    expect(monitoringSettings('DEU', env)).toBeNull()
    expect(monitoringConnectSources(env)).toEqual([])
    expect(contentSecurityPolicy({ nonce: 'n', development: false, connectSources: [] })).toContain(
      "connect-src 'self';",
    )
  })

  it('in production gives the section 9 configuration with the staff hosts', () => {
    const settings = monitoringSettings('DEU', production)
    expect(settings).toMatchObject({
      environment: 'production',
      applicationId: 'app-1',
      clientToken: 'pub-token',
      site: 'datadoghq.eu',
      service: 'customer-portal',
      zone: 'deu',
      staffHosts: ['staff.savings-portal.example', 'staff.savings-portal.co.uk'],
      apiOrigins: [
        'https://api.deu.savings-portal.example',
        'https://api2.deu.savings-portal.example',
      ],
    })
    if (!settings) throw new Error('expected settings')
    const onStaffHost = rumConfiguration({ ...settings, hostname: 'staff.savings-portal.co.uk' })
    expect(onStaffHost).toMatchObject({
      sessionSampleRate: 20,
      traceSampleRate: 100,
      sessionReplaySampleRate: 0,
      trackingConsent: 'granted',
    })
    const visitor = { ...settings, hostname: 'www.savings-portal.example' }
    expect(rumConfiguration(visitor)?.trackingConsent).toBe('not-granted')
    expect(
      rumConfiguration({
        ...visitor,
        consentManagerEnabled: monitoringAllowedByConsent(withConsent({ session_recording: true })),
      })?.trackingConsent,
    ).toBe('granted')
  })

  it('opens the CSP to the monitoring intake only in production', () => {
    expect(monitoringConnectSources(production)).toEqual(['https://browser-intake-datadoghq.eu'])
    expect(
      contentSecurityPolicy({
        nonce: 'n',
        development: false,
        connectSources: monitoringConnectSources(production),
      }),
    ).toContain("connect-src 'self' https://browser-intake-datadoghq.eu;")
  })
})

describe('monitoringAllowedByConsent', () => {
  it('follows the session-recording category', () => {
    expect(monitoringAllowedByConsent(withConsent({}))).toBe(false)
    expect(monitoringAllowedByConsent(withConsent({ marketing: true, heatmap: true }))).toBe(false)
    expect(monitoringAllowedByConsent(withConsent({ session_recording: true }))).toBe(true)
  })
})
