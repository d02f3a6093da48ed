import {
  contentServicePrefix,
  customersServicePrefix,
  depositsServicePrefix,
  identityServicePrefix,
  savingsServicePrefix,
  strongAuthenticationServicePrefix,
  transactionAccountsServicePrefix,
  usersServicePrefix,
} from './service-prefixes'

export interface ServiceDefinition {
  /** Path prefix of the service on its host. */
  prefix: string
  /** Request timeout; undefined means none (the HTTP default of spec section 9). */
  timeoutMs: number | undefined
  /** Served from the alternate API host (`api` replaced by `api2`, spec section 7). */
  alternateHost: boolean
}

/** Timeout of the transaction service (spec section 9). */
export const transactionServiceTimeoutMs = 20_000

/** Token endpoint of the identity provider; it is one of the traced paths. */
export const identityTokenPath = '/idp/oauth2/token'

const service = (prefix: string, options: Partial<ServiceDefinition> = {}): ServiceDefinition => ({
  prefix,
  timeoutMs: undefined,
  alternateHost: false,
  ...options,
})

/**
 * One entry per backend service (spec section 7). Prefixes come from the spec's traced-prefix
 * list. The spec names no prefix for transaction accounts and customer tax: they take the
 * unassigned `/das/v2` and `/dss` from that list. Transaction accounts is the one service on the
 * alternate API host, a choice the spec leaves open; it is also the service with the 20 s timeout.
 */
export const services = {
  deposits: service(depositsServicePrefix),
  customers: service(customersServicePrefix),
  customersPublic: service('/cas/public/v1'),
  users: service(usersServicePrefix),
  strongAuthentication: service(strongAuthenticationServicePrefix),
  postbox: service('/pom/api/v1'),
  investorIntegration: service('/pia/api/v1'),
  savings: service(savingsServicePrefix),
  transactionAccounts: service(transactionAccountsServicePrefix, {
    timeoutMs: transactionServiceTimeoutMs,
    alternateHost: true,
  }),
  identity: service(identityServicePrefix),
  payments: service('/cps/api/v1'),
  documents: service('/dds/api/v2'),
  kycConnector: service('/kci/api/v1'),
  kycStatus: service('/kss/api/v1'),
  kycCases: service('/kcps/api/v1'),
  customerTax: service('/dss'),
  content: service(contentServicePrefix),
} as const satisfies Record<string, ServiceDefinition>

export type ServiceName = keyof typeof services

export const serviceNames = Object.keys(services) as ServiceName[]

/** Path prefixes that receive trace headers (spec section 7), in the spec's order. */
export const tracedPathPrefixes = [
  '/dbs/v1',
  '/cas/v1',
  '/cas/public/v1',
  '/pia/api/v1',
  '/pom/api/v1',
  '/ums/v1',
  '/scas/api/v2',
  identityTokenPath,
  '/cps/api/v1',
  '/dds/api/v2',
  '/kci/api/v1',
  '/kss/api/v1',
  '/kcps/api/v1',
  '/das/v1',
  '/das/v2',
  '/dss',
  '/dvs/api/v1',
  '/kcfs/api/v1',
] as const

/** Whether a request path gets trace headers: a whole-segment match on a traced prefix. */
export function isTracedPath(pathname: string): boolean {
  return tracedPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}
