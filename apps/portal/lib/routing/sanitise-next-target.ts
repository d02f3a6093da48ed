const maxTargetLength = 2048
const maxDecodeRounds = 4
const probeOrigin = 'https://portal.invalid'

function fullyDecoded(value: string): string | null {
  let decoded = value
  for (let round = 0; round < maxDecodeRounds && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return null
    }
  }
  return decoded
}

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return true
  }
  return false
}

function sameOriginPath(target: string, decoded: string): string | null {
  if (decoded.startsWith('//') || decoded.includes('\\')) return null
  const url = new URL(target, probeOrigin)
  if (url.origin !== probeOrigin) return null
  // Dot segments can collapse into a protocol-relative path: `/a/..//evil` → `//evil`.
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

function cockpitUrl(target: string, cockpitHosts: readonly string[]): string | null {
  if (!URL.canParse(target)) return null
  const url = new URL(target)
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  return cockpitHosts.includes(url.hostname) ? url.href : null
}

/**
 * Where an `auth?next=` or `login?next=` target may lead: a path of this origin, or an https URL
 * on a configured cockpit host. Everything else gives `null` (the caller goes to the dashboard).
 * Rejected on purpose: protocol-relative `//host` and `/\host` (browsers read `\` as `/`), other
 * schemes (`javascript:`, `data:`), userinfo (`https://cockpit@evil`), ports, control characters
 * and whitespace (browsers strip them, turning ` //evil` into `//evil`), and the same tricks
 * percent-encoded once or several times.
 */
export function sanitiseNextTarget(
  target: string | null | undefined,
  cockpitHosts: readonly string[],
): string | null {
  if (!target || target.length > maxTargetLength) return null
  const decoded = fullyDecoded(target)
  if (decoded === null) return null
  if (hasControlOrSpace(decoded)) return null
  if (target.startsWith('/')) return sameOriginPath(target, decoded)
  return cockpitUrl(target, cockpitHosts)
}
