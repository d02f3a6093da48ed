/**
 * First path segments of the bank's services (spec section 7: prefixes that receive trace
 * headers, the product API's service kinds and the mail/consent service). A request to one of
 * these with an unknown path is a plain 404; any other first segment is a service the sandbox
 * does not implement at all.
 */
export const knownServices = new Set([
  'dbs',
  'obs',
  'wjis',
  'varify',
  'cas',
  'pia',
  'pom',
  'ums',
  'scas',
  'cps',
  'dds',
  'kci',
  'kss',
  'kcps',
  'das',
  'dss',
  'dvs',
  'kcfs',
  'mail',
  'idp',
  'cms',
  'assets',
])

export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? ''
}
