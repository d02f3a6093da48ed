import { userAccountContract } from '@portal/api-clients/contracts/user-account'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { announce, sendMail } from '../../bank/announcements/announce'
import { securityOf } from '../../bank/sca/mtan-lock'
import { userSecurity, users } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { supportContact } from '../../identity/account-block'
import { revokeAllOfUser } from '../../identity/refresh-tokens'
import type { NoticeTexts } from '../../texts/sandbox-texts'
import type { ServiceContext } from '../service-context'

export function lockView(row: { mtanLockedAt: string | null } | undefined) {
  const lockedAt = row?.mtanLockedAt ?? null
  return { locked: lockedAt !== null, lockedAt: lockedAt && new Date(lockedAt).toISOString() }
}

/**
 * The login's emergency brakes: locking the mTAN (nothing can be confirmed until support
 * unlocks it) and blocking the account (no login, every session ends).
 */
export function createEmergencyBrakesRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const signedIn = { access: ctx.access.signedIn }
  registerEndpoint(
    router,
    userAccountContract.getMtanLock,
    async ({ context }) => lockView(await securityOf(orm, context.get('access').userId)),
    signedIn,
  )
  registerEndpoint(
    router,
    userAccountContract.lockMtan,
    async ({ context }) => {
      const { userId } = context.get('access')
      const now = await ctx.clock.now()
      const current = await securityOf(orm, userId)
      if (current?.mtanLockedAt) return lockView(current)
      const lockedAt = now.toISOString()
      const [row] = await orm
        .insert(userSecurity)
        .values({ userId, mtanLockedAt: lockedAt })
        .onConflictDoUpdate({ target: userSecurity.userId, set: { mtanLockedAt: lockedAt } })
        .returning()
      const [user] = await orm.select().from(users).where(eq(users.id, userId))
      await announce(
        orm,
        user?.bacNumbers ?? [],
        {
          type: 'mtan_locked',
          notice: (texts) => texts.mtanLocked,
          link: '/user-account',
        },
        now,
      )
      return lockView(row)
    },
    signedIn,
  )
  registerEndpoint(
    router,
    userAccountContract.blockAccount,
    async ({ body, context }) => {
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
        const { phone, email } = supportContact
        const notice = (texts: NoticeTexts) => texts.accountBlockedMail(phone, email)
        await sendMail(orm, { userId, to: user.username, notice }, new Date(now))
      }
      return { blockedAt: now, supportContact }
    },
    signedIn,
  )
  return router
}
