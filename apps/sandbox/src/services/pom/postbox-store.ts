import { randomUUID } from 'node:crypto'
import type {
  ComposeMessage,
  PostboxAttachment,
  PostboxFolder,
  PostboxMessage,
} from '@portal/api-clients/contracts/postbox'
import type { MediaType } from '@portal/domain'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { depotFiles, postboxMessages } from '../../db/schema'
import { ServiceError } from '../../http/service-error'

type MessageRow = typeof postboxMessages.$inferSelect

const iso = (value: string) => new Date(value).toISOString()

export function summaryOf(row: MessageRow) {
  return {
    id: row.id,
    threadId: row.threadId,
    folder: row.folder as PostboxFolder,
    from: row.sender as 'BANK' | 'CUSTOMER',
    subject: row.subject,
    sentAt: iso(row.sentAt),
    read: row.readAt !== null,
  }
}

async function attachmentsOf(orm: SandboxOrm, customerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, PostboxAttachment>()
  const rows = await orm
    .select()
    .from(depotFiles)
    .where(
      and(
        eq(depotFiles.customerId, customerId),
        inArray(depotFiles.id, ids),
        isNotNull(depotFiles.storedAt),
      ),
    )
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        fileName: row.fileName,
        mediaType: row.mediaType as MediaType,
        size: row.size,
      },
    ]),
  )
}

/** Messages with their bodies and attachments; a customer's body is always plain text. */
export async function withBodies(
  orm: SandboxOrm,
  customerId: string,
  rows: MessageRow[],
): Promise<PostboxMessage[]> {
  const attachments = await attachmentsOf(
    orm,
    customerId,
    rows.flatMap((row) => row.attachmentIds),
  )
  return rows.map((row) => {
    const base = {
      ...summaryOf(row),
      attachments: row.attachmentIds.flatMap((id) => attachments.get(id) ?? []),
    }
    return row.sender === 'BANK'
      ? {
          ...base,
          from: 'BANK' as const,
          body: { type: row.bodyType as 'STRING_HTML' | 'STRING_PLAIN', value: row.body },
        }
      : {
          ...base,
          from: 'CUSTOMER' as const,
          body: { type: 'STRING_PLAIN' as const, value: row.body },
        }
  })
}

const ofCustomer = (customerId: string, folder?: PostboxFolder) =>
  folder === undefined
    ? eq(postboxMessages.customerId, customerId)
    : and(eq(postboxMessages.customerId, customerId), eq(postboxMessages.folder, folder))

export async function messagesOfFolder(orm: SandboxOrm, customerId: string, folder: PostboxFolder) {
  const rows = await orm
    .select()
    .from(postboxMessages)
    .where(ofCustomer(customerId, folder))
    .orderBy(desc(postboxMessages.sentAt), desc(postboxMessages.id))
  return withBodies(orm, customerId, rows)
}

export async function pageOfFolder(
  orm: SandboxOrm,
  customerId: string,
  query: {
    folder: PostboxFolder
    unreadOnly?: 'true' | 'false' | undefined
    page: number
    pageSize: number
  },
) {
  const where =
    query.unreadOnly === 'true'
      ? and(ofCustomer(customerId, query.folder), isNull(postboxMessages.readAt))
      : ofCustomer(customerId, query.folder)
  const rows = await orm
    .select()
    .from(postboxMessages)
    .where(where)
    .orderBy(desc(postboxMessages.sentAt), desc(postboxMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await orm.select({ n: count() }).from(postboxMessages).where(where)
  const [unread] = await orm
    .select({ n: count() })
    .from(postboxMessages)
    .where(and(eq(postboxMessages.customerId, customerId), isNull(postboxMessages.readAt)))
  return {
    items: rows.map((row) => ({ ...summaryOf(row), attachmentCount: row.attachmentIds.length })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unreadCount: unread?.n ?? 0,
  }
}

const notFound = () => new ServiceError(404, 'messageNotFound', 'No such message.')

/** One message of the customer; another customer's id answers 404. */
export async function findMessage(orm: SandboxOrm, customerId: string, messageId: string) {
  const [row] = await orm
    .select()
    .from(postboxMessages)
    .where(and(eq(postboxMessages.customerId, customerId), eq(postboxMessages.id, messageId)))
  return row ?? notFound()
}

export async function findThread(orm: SandboxOrm, customerId: string, threadId: string) {
  const rows = await orm
    .select()
    .from(postboxMessages)
    .where(and(eq(postboxMessages.customerId, customerId), eq(postboxMessages.threadId, threadId)))
    .orderBy(asc(postboxMessages.sentAt), asc(postboxMessages.id))
  const first = rows[0]
  if (first === undefined) return new ServiceError(404, 'threadNotFound', 'No such thread.')
  return { threadId, subject: first.subject, messages: await withBodies(orm, customerId, rows) }
}

export async function setRead(
  orm: SandboxOrm,
  customerId: string,
  messageId: string,
  read: boolean,
  now: Date,
) {
  const [row] = await orm
    .update(postboxMessages)
    .set({ readAt: read ? now.toISOString() : null })
    .where(and(eq(postboxMessages.customerId, customerId), eq(postboxMessages.id, messageId)))
    .returning()
  return row ?? notFound()
}

/**
 * A message the customer writes: plain text into `sent`, answering one of their own threads or
 * starting one; attachments must be their own stored postbox uploads (422 otherwise).
 */
export async function sendMessage(
  orm: SandboxOrm,
  customerId: string,
  message: Required<Pick<ComposeMessage, 'subject' | 'text'>> & {
    threadId?: string | undefined
    attachmentIds: string[]
  },
  now: Date,
) {
  if (message.threadId !== undefined) {
    const thread = await findThread(orm, customerId, message.threadId)
    if (thread instanceof ServiceError) return thread
  }
  const attachments = await attachmentsOf(orm, customerId, message.attachmentIds)
  const [kinds] = message.attachmentIds.length
    ? await orm
        .select({ n: count() })
        .from(depotFiles)
        .where(
          and(
            eq(depotFiles.customerId, customerId),
            inArray(depotFiles.id, message.attachmentIds),
            eq(depotFiles.type, 'postbox_attachment'),
          ),
        )
    : [{ n: 0 }]
  if (
    attachments.size !== message.attachmentIds.length ||
    kinds?.n !== message.attachmentIds.length
  ) {
    return new ServiceError(
      422,
      'attachmentNotFound',
      'An attachment is not one of your postbox uploads.',
    )
  }
  const [row] = await orm
    .insert(postboxMessages)
    .values({
      id: `MSG-${randomUUID()}`,
      customerId,
      threadId: message.threadId ?? `THR-${randomUUID()}`,
      folder: 'sent',
      sender: 'CUSTOMER',
      subject: message.subject,
      bodyType: 'STRING_PLAIN',
      body: message.text,
      attachmentIds: message.attachmentIds,
      sentAt: now.toISOString(),
      readAt: now.toISOString(),
    })
    .returning()
  if (row === undefined) throw new Error('insert returned nothing')
  const [sent] = await withBodies(orm, customerId, [row])
  return sent as PostboxMessage
}

/** A message from the bank (HTML as the bank writes it), unread, in a thread of its own. */
export async function bankWrites(
  orm: SandboxOrm,
  message: { customerId: string; subject: string; html: string; folder: 'inbox' | 'documents' },
  now: Date,
): Promise<PostboxMessage> {
  const [row] = await orm
    .insert(postboxMessages)
    .values({
      id: `MSG-${randomUUID()}`,
      customerId: message.customerId,
      threadId: `THR-${randomUUID()}`,
      folder: message.folder,
      sender: 'BANK',
      subject: message.subject,
      bodyType: 'STRING_HTML',
      body: message.html,
      attachmentIds: [],
      sentAt: now.toISOString(),
      readAt: null,
    })
    .returning()
  if (row === undefined) throw new Error('insert returned nothing')
  const [written] = await withBodies(orm, message.customerId, [row])
  return written as PostboxMessage
}
