import type { TrackingConsent } from '@datadog/browser-rum'

export interface MonitoringConsentInput {
  /** Host of the page, with or without a port. */
  hostname: string
  /** Staff-portal hostnames across environments and country domains. */
  staffHosts?: readonly string[] | undefined
  /** The monitoring setting of the consent manager. */
  consentManagerEnabled?: boolean | undefined
}

const bareHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

export const isStaffHost = (hostname: string, staffHosts: readonly string[] = []): boolean =>
  staffHosts.some((staff) => bareHost(staff) === bareHost(hostname))

/** Spec section 9: granted on a staff host or when the consent-manager setting is on. */
export function monitoringConsent(input: MonitoringConsentInput): TrackingConsent {
  const granted =
    isStaffHost(input.hostname, input.staffHosts) || input.consentManagerEnabled === true
  return granted ? 'granted' : 'not-granted'
}
