import { apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'

/**
 * Where the identity provider is and what its tokens must say. Edge-safe: plain env reads, no
 * zod. `portalClientId` equals the contract's (`@portal/api-clients/contracts/identity`, checked
 * by a test) without importing its schemas into the middleware.
 */
export const portalClientId = 'savings-portal'
export const accessTokenAlgorithms = ['ES256']

const deployedEnvironments = ['development', 'staging', 'onboarding', 'production'] as const
type DeployedEnvironment = (typeof deployedEnvironments)[number]

function environment(): DeployedEnvironment | 'local' {
  const value = process.env.PORTAL_ENV
  return deployedEnvironments.find((name) => name === value) ?? 'local'
}

/** Base URL of the identity provider, e.g. `http://localhost:8080/idp`. */
export function identityBaseUrl(region: Region): string {
  const host =
    process.env.PORTAL_API_BASE_URL?.replace(/\/+$/, '') || apiHost(region, environment())
  return `${host}/idp`
}

/** The expected `iss`: IDENTITY_ISSUER, else the identity base URL of the region. */
export function identityIssuer(region: Region): string {
  return process.env.IDENTITY_ISSUER || identityBaseUrl(region)
}
