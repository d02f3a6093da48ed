import { userAccountSandboxContract } from '@portal/api-clients/contracts/user-account'
import { desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { announce, sendMail } from '../../bank/announcements/announce'
import { securityOf } from '../../bank/sca/mtan-lock'
import { mailOutbox, userSecurity, users } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { lockView } from './emergency-brakes-routes'

const SupportUnlockRequest = z.object({ username: z.string().min(1).max(200) })

/**
 * Demo controls of user management (`/ums/v1/sandbox`): the mail outbox, and customer service
 * unlocking an mTAN (`POST /sandbox/support/mtan-unlock`): the customer cannot unlock it in the
 * portal (the lock is the brake for a lost phone, so whoever holds the phone or the password
 * must not lift it); a support agent does, after checking who is calling.
 */
export function createUmsSandboxRoutes(ctx: ServiceContext): Hono {
  const router = new Hono()
  registerEndpoint(router, userAccountSandboxContract.listMail, async ({ query }) => {
    const messages = await ctx.orm
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
  return router
}

/** The customer is told by mail and in the postbox. */
async function supportUnlocksMtan(ctx: ServiceContext, username: string) {
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
      notice: (texts) => texts.mtanUnlockedMail,
    },
    now,
  )
  await announce(
    orm,
    user.bacNumbers,
    {
      type: 'mtan_unlocked',
      notice: (texts) => texts.mtanUnlocked,
      link: '/user-account',
    },
    now,
  )
  return lockView(row)
}
