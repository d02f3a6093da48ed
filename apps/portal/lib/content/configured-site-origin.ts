/**
 * The site's origin from PORTAL_SITE_URL (trailing slashes removed), or undefined when it is left
 * to each request's host. Read when called, not at build time: the middleware and the pages of one
 * server process see the same value.
 */
export function configuredSiteOrigin(): string | undefined {
  const configured = process.env.PORTAL_SITE_URL?.replace(/\/+$/, '')
  return configured || undefined
}
