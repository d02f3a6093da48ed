import {
  type NotificationType,
  notificationsContract,
} from '@portal/api-clients/contracts/notifications'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { SandboxOrm } from '../../db/database'
import { notifications } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

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
export function createNotificationsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const reads = { access: ctx.access.authorized('read_postbox') }

  registerEndpoint(
    router,
    notificationsContract.getUnreadCount,
    async ({ params }) => ({ unreadCount: await unreadCount(orm, params.customerId) }),
    reads,
  )
  registerEndpoint(
    router,
    notificationsContract.listNotifications,
    async ({ params, query }) => {
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
    reads,
  )
  registerEndpoint(
    router,
    notificationsContract.markAllRead,
    async ({ params }) => {
      await orm
        .update(notifications)
        .set({ readAt: (await ctx.clock.now()).toISOString() })
        .where(and(eq(notifications.customerId, params.customerId), isNull(notifications.readAt)))
      return { unreadCount: 0 }
    },
    reads,
  )
  registerEndpoint(
    router,
    notificationsContract.markRead,
    async ({ params }) => {
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
      return row
        ? view(row)
        : new ServiceError(404, 'notificationNotFound', 'No such notification.')
    },
    reads,
  )
  return router
}
