import {
  type ChangedOffer,
  developmentRevalidationSecret,
  type RevalidationNotice,
  revalidationHeaders,
} from '@portal/api-clients/contracts/revalidation'
import { revalidationSignature } from '@portal/api-clients/revalidation-signature'

/** Tells the portal that public data changed, so it revalidates its cached pages. */
export interface PortalNotifier {
  /** Whether the portal accepted the notice. Never throws: the change itself stands. */
  offersChanged(offers: readonly ChangedOffer[]): Promise<boolean>
}

export interface PortalWebhook {
  /** The portal's `revalidationPath` on its origin, e.g. `http://127.0.0.1:3000/api/revalidate.json`. */
  url: string
  secret: string
}

/**
 * SANDBOX_PORTAL_WEBHOOK_URL names the portal's webhook (scripts/lib/servers.mjs sets it for
 * `npm start`, the e2e tests and the benches); SANDBOX_PORTAL_WEBHOOK_SECRET the shared secret,
 * locally the committed development value the portal also defaults to.
 */
export function readPortalWebhook(
  env: Readonly<Record<string, string | undefined>>,
): PortalWebhook | undefined {
  const url = env.SANDBOX_PORTAL_WEBHOOK_URL?.trim()
  if (!url) return undefined
  return { url, secret: env.SANDBOX_PORTAL_WEBHOOK_SECRET?.trim() || developmentRevalidationSecret }
}

export function createPortalNotifier(
  webhook: PortalWebhook,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): PortalNotifier {
  return {
    async offersChanged(offers) {
      const notice: RevalidationNotice = { event: 'offers.changed', offers: [...offers] }
      const body = JSON.stringify(notice)
      const timestamp = String(Math.floor(now() / 1000))
      try {
        const response = await fetchImpl(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [revalidationHeaders.timestamp]: timestamp,
            [revalidationHeaders.signature]: revalidationSignature(webhook.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(5000),
        })
        await response.body?.cancel()
        return response.ok
      } catch {
        return false
      }
    },
  }
}

/** Without a configured portal nothing is told. */
export const silentNotifier: PortalNotifier = { offersChanged: async () => false }
