/** HSTS for two years with subdomains (above the 31536000 s minimum); only in production. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains; preload'

export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/** The headers every response carries, besides the per-request Content-Security-Policy. */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy,
    ...(production ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  }
}
