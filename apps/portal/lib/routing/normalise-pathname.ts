const maxDecodeRounds = 3

/**
 * The path as the router will see it, for routing and session decisions: percent-decoded (a few
 * rounds, so `%252F` cannot hide a segment), backslashes as slashes, repeated slashes collapsed,
 * dot segments resolved, and RSC variants (`/dashboard.rsc`, `/dashboard/index.rsc`) reduced to
 * the page they render. Undecodable input gives `null`, which callers treat as not found.
 */
export function normalisePathname(pathname: string): string | null {
  let path = pathname
  for (let round = 0; round < maxDecodeRounds && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path)
    } catch {
      return null
    }
  }
  if ([...path].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')) return null
  const segments: string[] = []
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  let normal = `/${segments.join('/')}`
  normal = normal.replace(/(\/index)?\.(segments\/.*|prefetch\.rsc|rsc)$/i, '')
  return normal === '' ? '/' : normal
}
