import { randomUUID } from 'node:crypto'
import type { NotificationType } from '@portal/api-clients/contracts/notifications'
import type { SandboxOrm } from '../../db/database'
import { mailOutbox, notifications, postboxMessages } from '../../db/schema'

type Writer = Pick<SandboxOrm, 'insert'>

export interface Announcement {
  type: NotificationType
  title: string
  text: string
  /** The portal page it concerns. */
  link: string | null
}

/**
 * Tells the customer about a change twice, as the issue asks: a plain-text message from the bank
 * in the postbox and a notification (the header's unread count), on each of the accounts given.
 */
export async function announce(
  db: Writer,
  customerIds: readonly string[],
  announcement: Announcement,
  now: Date,
): Promise<void> {
  for (const customerId of customerIds) {
    const messageId = `MSG-${randomUUID()}`
    await db.insert(postboxMessages).values({
      id: messageId,
      customerId,
      threadId: `THR-${randomUUID()}`,
      folder: 'inbox',
      sender: 'BANK',
      subject: announcement.title,
      bodyType: 'STRING_PLAIN',
      body: announcement.text,
      attachmentIds: [],
      sentAt: now.toISOString(),
    })
    await db.insert(notifications).values({
      id: `NTF-${randomUUID()}`,
      customerId,
      type: announcement.type,
      title: announcement.title,
      text: announcement.text,
      link: announcement.link,
      createdAt: now.toISOString(),
    })
  }
}

export interface Mail {
  userId: string | null
  to: string
  subject: string
  text: string
  link?: string | null
}

/** "Sends" a mail: it lands in the outbox the local demo endpoint lists. */
export async function sendMail(db: Writer, mail: Mail, now: Date): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ ...mail, link: mail.link ?? null, sentAt: now.toISOString() })
}
