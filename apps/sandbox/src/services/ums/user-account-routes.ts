import { randomBytes } from 'node:crypto'
import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import { userAccountContract } from '@portal/api-clients/contracts/user-account'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { hashPassword, verifyPassword } from '../../auth/password-hash'
import type { AccessEnv } from '../../bank/access/authorized'
import { announce, sendMail } from '../../bank/announcements/announce'
import { consumeDataChangeChallenge } from '../../bank/sca/data-change-binding'
import { users } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { checkAccessToken } from '../../identity/identity-provider'
import { revokeOtherSessions } from '../../identity/refresh-tokens'
import type { NoticeTexts } from '../../texts/sandbox-texts'
import type { ServiceContext } from '../service-context'
import {
  confirmEmailChange,
  confirmMobileNumberChange,
  requestEmailChange,
  requestMobileNumberChange,
} from './contact-changes'
import { userGone } from './users-routes'

/** The login's own e-mail address, mobile number and password, each changed with SCA. */
export function createUserAccountRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const signedIn = { access: ctx.access.signedIn }
  const sca = (
    userId: string,
    challengeId: string,
    purpose: 'email_change' | 'mobile_number_change' | 'password_change',
    subject: Record<string, unknown>,
  ) =>
    consumeDataChangeChallenge(
      orm,
      { userId },
      challengeId,
      purpose,
      subject,
      `${purpose}:${userId}`,
    )

  // The link's token is the proof; a bearer token, when sent, names who opened it.
  registerEndpoint(router, userAccountContract.confirmEmailChange, async ({ body, context }) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(context.req.header('authorization') ?? '')?.[1]
    const openedBy = bearer === undefined ? undefined : await checkAccessToken(ctx.idp, bearer)
    if (bearer !== undefined && openedBy === undefined) {
      return new ServiceError(401, identityErrorCodes.unauthenticated, 'Invalid access token.')
    }
    return confirmEmailChange(ctx, body.token, openedBy?.userId)
  })
  registerEndpoint(
    router,
    userAccountContract.requestEmailChange,
    async ({ body, context }) => {
      const { userId } = context.get('access')
      const refused = await sca(userId, body.scaChallengeId, 'email_change', {
        newEmail: body.newEmail,
      })
      return refused ?? requestEmailChange(ctx, userId, body.newEmail)
    },
    signedIn,
  )
  registerEndpoint(
    router,
    userAccountContract.requestMobileNumberChange,
    async ({ body, context }) => {
      const { userId } = context.get('access')
      const refused = await sca(userId, body.scaChallengeId, 'mobile_number_change', {
        newMobileNumber: body.newMobileNumber,
      })
      return refused ?? requestMobileNumberChange(ctx, userId, body.newMobileNumber)
    },
    signedIn,
  )
  registerEndpoint(
    router,
    userAccountContract.confirmMobileNumberChange,
    ({ params, body, context }) =>
      confirmMobileNumberChange(ctx, context.get('access').userId, params.changeId, body.mtan),
    signedIn,
  )
  registerEndpoint(
    router,
    userAccountContract.changePassword,
    async ({ body, context }) => {
      const access = context.get('access')
      const [user] = await orm.select().from(users).where(eq(users.id, access.userId))
      if (user === undefined) return userGone()
      if (!verifyPassword(body.currentPassword, user.passwordHash)) {
        return new ServiceError(
          400,
          identityErrorCodes.wrongPassword,
          'The current password is incorrect.',
        )
      }
      const refused = await sca(user.id, body.scaChallengeId, 'password_change', {})
      if (refused) return refused
      const now = await ctx.clock.now()
      await orm
        .update(users)
        .set({ passwordHash: hashPassword(body.newPassword, randomBytes(16)) })
        .where(eq(users.id, user.id))
      // Every other session ends; this one stays so the customer is not thrown out.
      await revokeOtherSessions(orm, ctx.idp.config, user.id, access.sessionId)
      await announce(
        orm,
        user.bacNumbers,
        {
          type: 'password_changed',
          notice: (texts) => texts.passwordChanged,
          link: '/user-account',
        },
        now,
      )
      const notice = (texts: NoticeTexts) => texts.passwordChangedMail
      await sendMail(orm, { userId: user.id, to: user.username, notice }, now)
      return {}
    },
    { ...signedIn, successStatus: 204 },
  )
  return router
}
