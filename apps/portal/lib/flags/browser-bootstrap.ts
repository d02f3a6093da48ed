import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { headers } from 'next/headers'
import { getCustomer } from '@/lib/backend/customers'
import { getMailConsents } from '@/lib/backend/users'
import { serverEnv } from '@/lib/env'
import { getHost } from '@/lib/routing/get-host'
import { getRegion } from '@/lib/routing/get-region'
import { getSession } from '@/lib/session/get-session'
import { type FlagBootstrap, flagProfile } from './browser-profile'
import { getFlagClient } from './flag-client'
import { flagSource } from './index'
import { toFlagContext } from './profile-builder'
import { sessionFlagContexts } from './remembered-flag-contexts'

/**
 * The bootstrap for the browser SDK: this request's profile (visitor, or the logged-in user with
 * shape B from the customer and mail consents, reused for a while per session; failures warn and
 * continue) evaluated by the server SDK with `allFlagsState(context).toJSON()`.
 */
export async function flagBootstrap(locale: PortalLocale): Promise<FlagBootstrap> {
  const region = await getRegion()
  const domain = await siteDomain()
  const session = await getSession()
  let customer: Awaited<ReturnType<typeof sessionFlagContexts.of>> | undefined
  if (session?.bacNumber) {
    customer = await sessionFlagContexts.of(
      session,
      {
        loadCustomer: () => getCustomer(session),
        loadConsents: () => getMailConsents(session),
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
    clientSideId: serverEnv().LAUNCHDARKLY_CLIENT_SIDE_ID,
  }
}

async function siteDomain(): Promise<string> {
  return getHost(await headers())
}
