import { randomBytes } from 'node:crypto'
import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import {
  mailConsentsContract,
  userAccountContract,
  userAccountErrorCodes,
  userAccountSandboxContract,
} from '@portal/api-clients/contracts/user-account'
import { switchMailConsent } from '@portal/domain/customer-data/mail-consent-switch'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { hashPassword, verifyPassword } from '../../auth/password-hash'
import { announce, sendMail } from '../../bank/announcements/announce'
import { consumeDataChangeChallenge } from '../../bank/sca/data-change-binding'
import { securityOf } from '../../bank/sca/mtan-lock'
import { consents, mailOutbox, userSecurity, users } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { supportContact } from '../../identity/account-block'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import { checkAccessToken } from '../../identity/identity-provider'
import { revokeAllOfUser, revokeOtherSessions } from '../../identity/refresh-tokens'
import type { CustomerDataContext } from '../service-context'
import {
  confirmEmailChange,
  confirmMobileNumberChange,
  requestEmailChange,
  requestMobileNumberChange,
} from './contact-changes'

/**
 * User-account changes on user management (`/ums/v1`), mounted before the older users routes so
 * that the password change requires SCA. The mail outbox only with demo controls.
 */
export function createUserAccountRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const { orm } = ctx
  const router = new Hono<AuthenticatedEnv>()
  if (ctx.demoControls) {
    registerEndpoint(router, userAccountSandboxContract.listMail, async ({ query }) => {
      const messages = await orm
        .select()
        .from(mailOutbox)
        .where(query.to === undefined ? undefined : eq(mailOutbox.to, query.to))
        .orderBy(desc(mailOutbox.id))
        .limit(50)
      return { messages: messages.map(({ userId: _user, ...mail }) => mail) }
    })
    router.post('/sandbox/support/mtan-unlock', async (c) => {
      const request = SupportUnlockRequest.safeParse(await c.req.json().catch(() => null))
      if (!request.success) {
        return new ServiceError(400, 'invalidRequest', 'Name the user by username.').toResponse()
      }
      const unlocked = await supportUnlocksMtan(ctx, request.data.username)
      return unlocked instanceof ServiceError ? unlocked.toResponse() : c.json(unlocked)
    })
  }
  // The link's token is the proof; a bearer token, when sent, names who opened it.
  registerEndpoint(router, userAccountContract.confirmEmailChange, async ({ body, context }) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(context.req.header('authorization') ?? '')?.[1]
    const openedBy = bearer === undefined ? undefined : await checkAccessToken(ctx.idp, bearer)
    if (bearer !== undefined && openedBy === undefined) {
      return new ServiceError(401, identityErrorCodes.unauthenticated, 'Invalid access token.')
    }
    return confirmEmailChange(ctx, body.token, openedBy?.userId)
  })
  router.use('/users/me/*', requireBearer(ctx.idp))
  router.use('/mail/consents/*', requireBearer(ctx.idp))

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

  registerEndpoint(router, userAccountContract.requestEmailChange, async ({ body, context }) => {
    const { userId } = context.get('access')
    const refused = await sca(userId, body.scaChallengeId, 'email_change', {
      newEmail: body.newEmail,
    })
    return refused ?? requestEmailChange(ctx, userId, body.newEmail)
  })
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
  )
  registerEndpoint(
    router,
    userAccountContract.confirmMobileNumberChange,
    ({ params, body, context }) =>
      confirmMobileNumberChange(ctx, context.get('access').userId, params.changeId, body.mtan),
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
          title: 'Your password was changed',
          text: 'Your password was changed and every other session was ended.',
          link: '/user-account',
        },
        now,
      )
      await sendMail(
        orm,
        {
          userId: user.id,
          to: user.username,
          subject: 'Your password was changed',
          text: 'If this was not you, block your account in the portal or call support.',
        },
        now,
      )
      return {}
    },
    { successStatus: 204 },
  )
  registerEndpoint(router, userAccountContract.getMtanLock, async ({ context }) =>
    lockView(await securityOf(orm, context.get('access').userId)),
  )
  registerEndpoint(router, userAccountContract.lockMtan, async ({ context }) => {
    const { userId } = context.get('access')
    const now = await ctx.clock.now()
    const current = await securityOf(orm, userId)
    if (current?.mtanLockedAt) return lockView(current)
    const [row] = await orm
      .insert(userSecurity)
      .values({ userId, mtanLockedAt: now.toISOString() })
      .onConflictDoUpdate({ target: userSecurity.userId, set: { mtanLockedAt: now.toISOString() } })
      .returning()
    const [user] = await orm.select().from(users).where(eq(users.id, userId))
    await announce(
      orm,
      user?.bacNumbers ?? [],
      {
        type: 'mtan_locked',
        title: 'Your mTAN is locked',
        text: 'No payouts or changes can be confirmed until support unlocks it.',
        link: '/user-account',
      },
      now,
    )
    return lockView(row)
  })
  registerEndpoint(router, userAccountContract.blockAccount, async ({ body, context }) => {
    const { userId } = context.get('access')
    const now = (await ctx.clock.now()).toISOString()
    await orm
      .insert(userSecurity)
      .values({ userId, blockedAt: now, blockReason: body.reason })
      .onConflictDoUpdate({
        target: userSecurity.userId,
        set: { blockedAt: now, blockReason: body.reason },
      })
    await revokeAllOfUser(orm, ctx.idp.config, userId)
    const [user] = await orm.select().from(users).where(eq(users.id, userId))
    if (user) {
      await sendMail(
        orm,
        {
          userId,
          to: user.username,
          subject: 'Your account is blocked',
          text: `Your login is blocked. To unblock it, contact support: ${supportContact.phone}, ${supportContact.email}.`,
        },
        new Date(now),
      )
    }
    return { blockedAt: now, supportContact }
  })
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
        .where(and(eq(consents.userId, userId)))
        .orderBy(asc(consents.id))
      return { consents: rows }
    },
  )
  return router
}

/**
 * Demo control standing in for customer service (`POST /ums/v1/sandbox/support/mtan-unlock`):
 * the customer cannot unlock the mTAN in the portal (the lock is the brake for a lost phone, so
 * whoever holds the phone or the password must not lift it); a support agent does, after checking
 * who is calling. The customer is told by mail (the notification types have no unlock yet).
 */
const SupportUnlockRequest = z.object({ username: z.string().min(1).max(200) })

async function supportUnlocksMtan(ctx: CustomerDataContext, username: string) {
  const { orm } = ctx
  const [user] = await orm
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  if (user === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
  const current = await securityOf(orm, user.id)
  if (!current?.mtanLockedAt) return lockView(current)
  const now = await ctx.clock.now()
  const [row] = await orm
    .update(userSecurity)
    .set({ mtanLockedAt: null })
    .where(eq(userSecurity.userId, user.id))
    .returning()
  await sendMail(
    orm,
    {
      userId: user.id,
      to: user.username,
      subject: 'Your mTAN is unlocked',
      text: 'Customer service unlocked your mTAN. If you did not ask for this, call support.',
    },
    now,
  )
  await announce(
    orm,
    user.bacNumbers,
    {
      type: 'mtan_unlocked',
      title: 'Your mTAN is unlocked',
      text: 'Customer service unlocked your mTAN: payouts and changes can be confirmed again. If you did not ask for this, call customer service.',
      link: '/user-account',
    },
    now,
  )
  return lockView(row)
}

function lockView(row: { mtanLockedAt: string | null } | undefined) {
  const lockedAt = row?.mtanLockedAt ?? null
  return { locked: lockedAt !== null, lockedAt: lockedAt && new Date(lockedAt).toISOString() }
}

const userGone = () =>
  new ServiceError(401, identityErrorCodes.unauthenticated, 'The user of this token is gone.')
