import 'server-only'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import type { PortalLocale } from '@portal/domain/locales'
import { headers } from 'next/headers'
import { apiClients } from '@/lib/api/clients'
import { getHost } from '@/lib/routing/get-host'
import { getRegion } from '@/lib/routing/get-region'
import { getSession } from '@/lib/session/get-session'
import { type FlagBootstrap, flagProfile } from './browser-profile'
import { loadCustomerFlagContext } from './customer-flag-context'
import { getFlagClient } from './flag-client'
import { flagSource } from './index'
import { toFlagContext } from './profile-builder'

/**
 * The bootstrap for the browser SDK: this request's profile (visitor, or the logged-in user with
 * shape B from the customer and mail consents; failures warn and continue) evaluated by the
 * server SDK with `allFlagsState(context).toJSON()`.
 */
export async function flagBootstrap(locale: PortalLocale): Promise<FlagBootstrap> {
  const region = await getRegion()
  const domain = await siteDomain()
  const session = await getSession()
  let customer: Awaited<ReturnType<typeof loadCustomerFlagContext>> | undefined
  if (session?.bacNumber) {
    const clients = apiClients(region)
    const call = { token: session.accessToken, init: { cache: 'no-store' as const } }
    customer = await loadCustomerFlagContext(
      {
        loadCustomer: () =>
          fetchCustomer(clients.customers, { ...call, bacNumber: session.bacNumber }),
        loadConsents: () => clients.users.getMailConsents(call),
      },
      { region: region.toLowerCase(), domain },
    )
  }
  const profile = flagProfile({
    locale,
    region: region.toLowerCase(),
    domain,
    bacNumber: session?.bacNumber,
    customer,
  })
  const context = toFlagContext(profile) ?? profile.build()
  const client = await getFlagClient(flagSource())
  const bootstrap: Record<string, unknown> = client
    ? { ...(await client.allFlagsState(context)).toJSON() }
    : {}
  return {
    context,
    bootstrap,
    clientSideId: process.env.LAUNCHDARKLY_CLIENT_SIDE_ID || undefined,
  }
}

async function siteDomain(): Promise<string> {
  return getHost(await headers())
}
