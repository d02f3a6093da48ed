import {
  mailConsentsContract,
  userAccountErrorCodes,
} from '@portal/api-clients/contracts/user-account'
import { switchMailConsent } from '@portal/domain/customer-data/mail-consent-switch'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { consents } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/** Switching one of the login's mail consents; the mandatory ones stay on. */
export function createMailConsentRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    mailConsentsContract.updateMailConsent,
    async ({ params, body, context }) => {
      const { userId } = context.get('access')
      const current = await orm
        .select({ id: consents.id, valid: consents.valid })
        .from(consents)
        .where(eq(consents.userId, userId))
      const switched = switchMailConsent(current, params.consentId, body.valid)
      if (!switched.ok) {
        return new ServiceError(
          422,
          userAccountErrorCodes.mandatoryConsent,
          `The consent ${params.consentId} cannot be switched off.`,
        )
      }
      await orm
        .insert(consents)
        .values({
          userId,
          id: params.consentId,
          name: params.consentId,
          description: '',
          legitimateInterest: false,
          valid: body.valid,
        })
        .onConflictDoUpdate({ target: [consents.userId, consents.id], set: { valid: body.valid } })
      const rows = await orm
        .select({ id: consents.id, valid: consents.valid })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.id))
      return { consents: rows }
    },
    { access: ctx.access.signedIn },
  )
  return router
}
