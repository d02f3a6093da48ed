import { describe, expect, it } from 'vitest'
import committedDefault from '@/config/edge-config.default.json'
import { toRoutingConfig } from './routing-hosts'
import { sanitiseNextTarget } from './sanitise-next-target'

// The open-redirect payloads the security suite sent through `auth?next=` in Chromium; one of
// them still goes through the real login there (e2e/security-redirects-xss.e2e.ts).

const cockpitHosts = toRoutingConfig(committedDefault)?.cockpitHosts ?? []
const portalOrigin = 'http://127.0.0.1:13103'

/** `next` targets that must never lead outside the portal (or a cockpit host). */
const openRedirectPayloads: readonly string[] = [
  '//evil.example',
  '//evil.example/de-de/dashboard',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  '//evil.example%2F@127.0.0.1',
  'https://127.0.0.1@evil.example',
  'https://cockpit.invalid@evil.example',
  '//user:pass@evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:window.__xss=1',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\n/evil.example',
  '/%0D%0A/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/\u3002/evil.example',
  '//evil\u3002example',
  '/\uFF0Fevil.example',
  '\uFF0F\uFF0Fevil.example',
  '//evil.example\u2024',
  '/\u2215\u2215evil.example',
  'https://evil.example#@127.0.0.1',
  '/../../..//evil.example',
  '/de-de/../..//evil.example',
  `/${'a'.repeat(3000)}`,
]

/**
 * What the portal reads as `next` from a query: the payload URL-encoded, and the payload written
 * into the address as it stands (only `#` and `&` escaped), which the URL parser strips of tabs
 * and newlines and percent-decodes once.
 */
function asReceived(payload: string): { form: string; next: string }[] {
  const raw = payload.replaceAll('#', '%23').replaceAll('&', '%26')
  const next = new URL(`${portalOrigin}/de-de/auth?next=${raw}`).searchParams.get('next') ?? ''
  return [
    { form: 'encoded', next: payload },
    { form: 'as typed', next },
  ]
}

/** Where a Location leads as a browser resolves it: the portal, or an https cockpit host. */
function staysOnPortal(location: string): boolean {
  const url = new URL(location, portalOrigin)
  if (url.origin === portalOrigin) return true
  return url.protocol === 'https:' && cockpitHosts.includes(url.hostname) && !url.username
}

const cases = openRedirectPayloads.flatMap((payload) =>
  asReceived(payload).map(({ form, next }) => [JSON.stringify(payload), form, next] as const),
)

describe(`sanitiseNextTarget keeps ${openRedirectPayloads.length} hostile targets on the portal`, () => {
  it('reads every payload in both forms', () => {
    expect(openRedirectPayloads).toHaveLength(47)
    expect(cases).toHaveLength(94)
    expect(cockpitHosts.length).toBeGreaterThan(0)
  })

  it.each(cases)('%s (%s)', (_payload, _form, next) => {
    const target = sanitiseNextTarget(next, cockpitHosts)
    // null: the caller goes to the dashboard
    if (target === null) return
    expect(staysOnPortal(target), target).toBe(true)
    // the handover sends a visitor to the login with the target as `next`, and the login
    // action reads it again: the second reading keeps the same target
    expect(sanitiseNextTarget(target, cockpitHosts)).toBe(target)
  })

  it('lets no payload through unchanged as an absolute or protocol-relative address', () => {
    const kept = cases
      .map(([, , next]) => sanitiseNextTarget(next, cockpitHosts))
      .filter((target): target is string => target !== null)
    expect(kept.filter((target) => !target.startsWith('/') || target.startsWith('//'))).toEqual([])
  })
})
