/**
 * A bank logo the browser can load: relative paths are served by the API host
 * (`/assets/banks/<slug>/logo.svg`), absolute https URLs are used as they are, anything else is
 * dropped and the initials show.
 */
export function logoSource(
  logoUrl: string,
  apiBase: string | undefined = process.env.PORTAL_API_BASE_URL,
): string | undefined {
  if (/^https:\/\//i.test(logoUrl)) return logoUrl
  if (!logoUrl.startsWith('/') || logoUrl.startsWith('//')) return undefined
  return apiBase ? new URL(logoUrl, apiBase).toString() : undefined
}
