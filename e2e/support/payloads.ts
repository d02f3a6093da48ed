/**
 * Hostile inputs for the security suite. Pure data: no I/O, no test framework. The full tables
 * (47 open-redirect targets, 43 XSS strings) are unit tests of the functions that decide; here is
 * one of each kind for the real pages.
 */

/** Hosts a `next` target may never lead to. */
export const evilHost = 'evil.example'

/** A `next` target that looks like a portal path but is protocol-relative: another host. */
export const openRedirectPayload = `//${evilHost}/de-de/dashboard`

/** Set by every script payload; the page must end without it. */
export const xssMarker = '__xss'

/** Breaks out of an attribute and opens a tag whose handler sets the marker. */
export const xssPayload = `"><img src=x onerror=window.${xssMarker}=1>`

/** A bank's HTML description: harmless text, then a script, a handler and a script link. */
export const storedXssPayload = [
  '<p>Hostile description</p>',
  `<script>window.${xssMarker}=1</script>`,
  `<img src=x onerror="window.${xssMarker}=1">`,
  `<a href="&#106;avascript:window.${xssMarker}=1">entity</a>`,
  `<svg onload=window.${xssMarker}=1>`,
].join('')
