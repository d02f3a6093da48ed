import { consentCookieName, parseConsentCookie, serializeConsent } from '@portal/tracking'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const jar = new Map<string, { value: string; options: unknown }>()
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)?.value } : undefined),
    set: (name: string, value: string, options: unknown) => jar.set(name, { value, options }),
  }),
}))
vi.mock('server-only', () => ({}))

const { saveConsent } = await import('./actions')
const { readConsent } = await import('./read-consent')
const { consentCookieMaxAgeSeconds, consentFromForm } = await import('./consent-choice')

function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

beforeEach(() => jar.clear())

describe('consentFromForm', () => {
  it('accept all opts into every category', () => {
    expect(consentFromForm(form({ choice: 'all' }))).toEqual({
      cs: true,
      legal: true,
      marketing: true,
      heatmap: true,
      session_recording: true,
      click_cookie: true,
    })
  })

  it('only necessary opts into nothing, even with ticked boxes', () => {
    const consent = consentFromForm(form({ choice: 'necessary', heatmap: 'on' }))
    expect(serializeConsent(consent)).toBe(
      'cs:1|legal:1|marketing:0|heatmap:0|session_recording:0|click_cookie:0',
    )
  })

  it('a selection takes the ticked boxes; mandatory ones stay on whatever is posted', () => {
    const consent = consentFromForm(
      form({ choice: 'selection', heatmap: 'on', click_cookie: 'on', cs: 'off', legal: '' }),
    )
    expect(consent).toMatchObject({ cs: true, legal: true, heatmap: true, click_cookie: true })
    expect(consent).toMatchObject({ marketing: false, session_recording: false })
  })

  it('an unknown or missing choice counts as only necessary', () => {
    expect(consentFromForm(form({ choice: 'everything', marketing: 'on' })).marketing).toBe(false)
    expect(consentFromForm(form({})).marketing).toBe(false)
  })
})

describe('saveConsent and readConsent', () => {
  it('has no choice before the banner was used', async () => {
    expect((await readConsent()).chosen).toBe(false)
  })

  it('writes cp_consent for one year, readable by the browser, and reads it back', async () => {
    const state = await saveConsent(
      { saved: null },
      form({ choice: 'selection', session_recording: 'on' }),
    )
    const written = jar.get(consentCookieName)
    expect(written?.options).toEqual({
      path: '/',
      maxAge: consentCookieMaxAgeSeconds,
      sameSite: 'lax',
      secure: false,
      httpOnly: false,
    })
    expect(consentCookieMaxAgeSeconds).toBe(31_536_000)
    expect(parseConsentCookie(written?.value)).toEqual(state.saved)
    expect(state.saved).toMatchObject({ session_recording: true, marketing: false })
    expect(await readConsent.call(null)).toMatchObject({ chosen: true })
  })
})
