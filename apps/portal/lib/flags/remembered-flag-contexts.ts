import type { FlagSite } from '@portal/domain/customer-flag-context'
import type { CustomerFlagContext } from '@portal/domain/entities/feature-flag-context'
import type { ServiceResult } from '@/lib/backend/service-result'
import { rememberedPerSession, type SessionOwner } from '@/lib/session/remembered-per-session'
import { type CustomerFlagSources, loadCustomerFlagContext } from './customer-flag-context'

/**
 * How long a session's flag context (shape B: customer account and mail consents) is reused: the
 * longest a consent changed on another portal instance takes to move a customer into or out of
 * the alpha and beta groups. The instance that saved the change forgets it at once.
 */
export const flagContextReuseMs = 60_000

const isShapeB = (
  context: CustomerFlagContext | Record<string, never>,
): context is CustomerFlagContext => 'customerId' in context

/**
 * Shape B of the sessions this process served lately, so that a dashboard does not read the
 * customer account and the mail consents again for its feature flags. Only a context built from
 * two answers is kept: after a failed read (an empty context, or no program groups) the next page
 * asks again.
 */
export function rememberedFlagContexts({
  max,
  ttlMs = flagContextReuseMs,
  now,
}: {
  max?: number
  ttlMs?: number
  now?: () => number
} = {}) {
  const contexts = rememberedPerSession<CustomerFlagContext>({ max, ttlMs, now })
  return {
    async of(
      owner: SessionOwner,
      sources: CustomerFlagSources,
      site: FlagSite,
    ): Promise<CustomerFlagContext | Record<string, never>> {
      const kept = contexts.get(owner)
      if (kept && kept.investorRegion === site.region && kept.investorDomain === site.domain) {
        return kept
      }
      let complete = true
      const watched =
        <T>(load: () => Promise<ServiceResult<T>>) =>
        async () => {
          const result = await load()
          if (!result.ok) complete = false
          return result
        }
      const context = await loadCustomerFlagContext(
        {
          loadCustomer: watched(sources.loadCustomer),
          loadConsents: watched(sources.loadConsents),
        },
        site,
      )
      if (complete && isShapeB(context)) contexts.keep(owner, context)
      return context
    },
    forget: contexts.forget,
  }
}

/** This process's remembered flag contexts (the dashboard reads them, a consent change drops one). */
export const sessionFlagContexts = rememberedFlagContexts()
