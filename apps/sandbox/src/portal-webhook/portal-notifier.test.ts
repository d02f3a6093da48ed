import { RevalidationNotice } from '@portal/api-clients/contracts/revalidation'
import { revalidationSignature } from '@portal/api-clients/revalidation-signature'
import { describe, expect, it } from 'vitest'
import { createPortalNotifier, readPortalWebhook } from './portal-notifier'

const offer = { offerId: 'de-1', bankSlug: 'alpenbank', countryCode: 'DE' }

describe('portal notifier', () => {
  it('posts a signed notice with its timestamp to the portal', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const notifier = createPortalNotifier(
      { url: 'http://portal.test/api/revalidate.json', secret: 's3cret' },
      async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} })
        return new Response('{}')
      },
      () => 1_795_000_000_500,
    )
    expect(await notifier.offersChanged([offer])).toBe(true)
    const { url, init } = calls[0] ?? { url: '', init: {} }
    const headers = new Headers(init.headers)
    const body = String(init.body)
    expect(url).toBe('http://portal.test/api/revalidate.json')
    expect(headers.get('x-portal-timestamp')).toBe('1795000000')
    expect(headers.get('x-portal-signature')).toBe(
      revalidationSignature('s3cret', '1795000000', body),
    )
    expect(RevalidationNotice.parse(JSON.parse(body))).toEqual({
      event: 'offers.changed',
      offers: [offer],
    })
  })

  it('reports a portal that refuses or does not answer, without throwing', async () => {
    const webhook = { url: 'http://portal.test/x', secret: 's' }
    const refused = createPortalNotifier(webhook, async () => new Response(null, { status: 401 }))
    const down = createPortalNotifier(webhook, () => Promise.reject(new TypeError('fetch failed')))
    expect(await refused.offersChanged([offer])).toBe(false)
    expect(await down.offersChanged([offer])).toBe(false)
  })

  it('is configured by SANDBOX_PORTAL_WEBHOOK_URL, with the development secret by default', () => {
    expect(readPortalWebhook({})).toBeUndefined()
    expect(readPortalWebhook({ SANDBOX_PORTAL_WEBHOOK_URL: 'http://p.test/w' })?.secret).toMatch(
      /^development-only-/,
    )
    expect(
      readPortalWebhook({
        SANDBOX_PORTAL_WEBHOOK_URL: 'http://p.test/w',
        SANDBOX_PORTAL_WEBHOOK_SECRET: 'x',
      }),
    ).toEqual({ url: 'http://p.test/w', secret: 'x' })
  })
})
