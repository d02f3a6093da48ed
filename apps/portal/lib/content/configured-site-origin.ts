import { edgeEnv } from '@/lib/edge-env'

let warned = false

/** Where `npm run dev` and a bare `next start` answer when PORTAL_SITE_URL is not set. */
export const localSiteOrigin = 'http://localhost:3000'

/** `value` as an http(s) origin (scheme, host and port only), or undefined when it is not one. */
export function parseSiteOrigin(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\/+$/, '')
  if (!trimmed) return undefined
  try {
    const url = new URL(trimmed)
    const isOrigin =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    return isOrigin ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The site's origin from PORTAL_SITE_URL, or undefined when it is not set. Read when called, not
 * at build time. A value that is not an origin (a path, another scheme, a typo) is ignored with
 * one warning: links then take the local origin (lib/content/site-origin).
 */
export function configuredSiteOrigin(): string | undefined {
  const value = edgeEnv().PORTAL_SITE_URL
  const origin = parseSiteOrigin(value)
  if (origin === undefined && value?.trim() && !warned) {
    warned = true
    console.warn(`PORTAL_SITE_URL is not an http(s) origin and is ignored: ${value}`)
  }
  return origin
}
