import {
  type NotificationType,
  notificationsContract,
} from '@portal/api-clients/contracts/notifications'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { authorize } from '../../bank/access/customer-actor'
import type { SandboxOrm } from '../../db/database'
import { notifications } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'

const pageSize = 20

type NotificationRow = typeof notifications.$inferSelect

const view = (row: NotificationRow) => ({
  id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  text: row.text,
  createdAt: new Date(row.createdAt).toISOString(),
  read: row.readAt !== null,
  link: row.link,
})

async function unreadCount(orm: SandboxOrm, customerId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/**
 * Notifications (`/pom/api/v1/customers/:customerId/notifications`), newest first, 20 a page;
 * they belong to the account like the postbox (`read_postbox`).
 */
export function createNotificationsRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const { orm } = ctx
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/:customerId/notifications/*', requireBearer(ctx.idp))
  router.use('/customers/:customerId/notifications', requireBearer(ctx.idp))
  const reader = (context: { get(key: 'access'): Parameters<typeof authorize>[1] }, id: string) =>
    authorize(orm, context.get('access'), id, 'read_postbox')

  registerEndpoint(router, notificationsContract.getUnreadCount, async ({ params, context }) => {
    const actor = await reader(context, params.customerId)
    if (actor instanceof ServiceError) return actor
    return { unreadCount: await unreadCount(orm, params.customerId) }
  })
  registerEndpoint(
    router,
    notificationsContract.listNotifications,
    async ({ params, query, context }) => {
      const actor = await reader(context, params.customerId)
      if (actor instanceof ServiceError) return actor
      const where =
        query.unreadOnly === 'true'
          ? and(eq(notifications.customerId, params.customerId), isNull(notifications.readAt))
          : eq(notifications.customerId, params.customerId)
      const rows = await orm
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize)
      const [total] = await orm.select({ n: count() }).from(notifications).where(where)
      return {
        items: rows.map(view),
        total: total?.n ?? 0,
        unreadCount: await unreadCount(orm, params.customerId),
      }
    },
  )
  registerEndpoint(router, notificationsContract.markAllRead, async ({ params, context }) => {
    const actor = await reader(context, params.customerId)
    if (actor instanceof ServiceError) return actor
    await orm
      .update(notifications)
      .set({ readAt: (await ctx.clock.now()).toISOString() })
      .where(and(eq(notifications.customerId, params.customerId), isNull(notifications.readAt)))
    return { unreadCount: 0 }
  })
  registerEndpoint(router, notificationsContract.markRead, async ({ params, context }) => {
    const actor = await reader(context, params.customerId)
    if (actor instanceof ServiceError) return actor
    const [row] = await orm
      .update(notifications)
      .set({ readAt: (await ctx.clock.now()).toISOString() })
      .where(
        and(
          eq(notifications.customerId, params.customerId),
          eq(notifications.id, params.notificationId),
        ),
      )
      .returning()
    return row ? view(row) : new ServiceError(404, 'notificationNotFound', 'No such notification.')
  })
  return router
}
