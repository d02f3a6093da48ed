import {
  type NotificationType,
  notificationsContract,
} from '@portal/api-clients/contracts/notifications'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { storedNoticeIn } from '../../bank/announcements/stored-notice'
import { customerLanguage, type ReaderLanguage } from '../../bank/customers/reader-language'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { notifications } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { requestOrCustomerLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

const pageSize = 20

type NotificationRow = typeof notifications.$inferSelect

/** A notification in the reader's language (`stored-notice.ts`). */
const view = (row: NotificationRow, reader: ReaderLanguage) => ({
  id: row.id,
  type: row.type as NotificationType,
  ...storedNoticeIn(row, reader),
  createdAt: new Date(row.createdAt).toISOString(),
  read: row.readAt !== null,
  link: row.link,
})

const unreadRow = preparedPerDatabase((orm) =>
  orm
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.customerId, sql.placeholder('customerId')),
        isNull(notifications.readAt),
      ),
    )
    .prepare('unread_notifications'),
)

async function unreadCount(orm: SandboxOrm, customerId: string): Promise<number> {
  const [row] = await unreadRow(orm).execute({ customerId })
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
  const readerOf = (context: Context, customerId: string) =>
    requestOrCustomerLanguage(context, () => customerLanguage(orm, customerId))

  registerEndpoint(
    router,
    notificationsContract.getUnreadCount,
    async ({ params }) => ({ unreadCount: await unreadCount(orm, params.customerId) }),
    reads,
  )
  registerEndpoint(
    router,
    notificationsContract.listNotifications,
    async ({ params, query, context }) => {
      const reader = await readerOf(context, params.customerId)
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
        items: rows.map((row) => view(row, reader)),
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
    async ({ params, context }) => {
      const reader = await readerOf(context, params.customerId)
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
        ? view(row, reader)
        : new ServiceError(404, 'notificationNotFound', 'No such notification.')
    },
    reads,
  )
  return router
}
