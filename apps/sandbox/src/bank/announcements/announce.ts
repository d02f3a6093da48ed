import { randomUUID } from 'node:crypto'
import type { NotificationType } from '@portal/api-clients/contracts/notifications'
import type { SandboxOrm } from '../../db/database'
import { mailOutbox, notifications, postboxMessages } from '../../db/schema'
import { textsIn } from '../../texts/catalogues'
import type { Notice, NoticeTexts, SandboxTexts } from '../../texts/sandbox-texts'
import { customerLanguage, userLanguage } from '../customers/reader-language'

type Writer = Pick<SandboxOrm, 'insert' | 'select'>

export interface Announcement {
  type: NotificationType
  /** Title and text, chosen from the texts of the customer's language (all of them third). */
  notice: (texts: NoticeTexts, tag: string, all: SandboxTexts) => Notice
  /** The portal page it concerns. */
  link: string | null
  /** Also a postbox message (default); events that happen often notify only. */
  postbox?: boolean
}

/**
 * Tells the customer about a change twice, as the issue asks: a plain-text message from the bank
 * in the postbox and a notification (the header's unread count), on each of the accounts given,
 * each in the account's language (stored correspondence language, else its market's).
 */
export async function announce(
  db: Writer,
  customerIds: readonly string[],
  announcement: Announcement,
  now: Date,
): Promise<void> {
  for (const customerId of customerIds) {
    const { language, tag } = await customerLanguage(db, customerId)
    const texts = textsIn(language)
    const { title, text } = announcement.notice(texts.notices, tag, texts)
    if (announcement.postbox !== false) {
      await db.insert(postboxMessages).values({
        id: `MSG-${randomUUID()}`,
        customerId,
        threadId: `THR-${randomUUID()}`,
        folder: 'inbox',
        sender: 'BANK',
        subject: title,
        bodyType: 'STRING_PLAIN',
        body: text,
        attachmentIds: [],
        sentAt: now.toISOString(),
      })
    }
    await db.insert(notifications).values({
      id: `NTF-${randomUUID()}`,
      customerId,
      type: announcement.type,
      title,
      text,
      link: announcement.link,
      createdAt: now.toISOString(),
    })
  }
}

export interface Mail {
  /** The login it goes to: the mail is written in its language. */
  userId: string
  to: string
  notice: (texts: NoticeTexts) => Notice
  link?: string | null
}

/** "Sends" a mail in the login's language: it lands in the outbox the demo endpoint lists. */
export async function sendMail(db: Writer, mail: Mail, now: Date): Promise<void> {
  const { language } = await userLanguage(db, mail.userId)
  const { title, text } = mail.notice(textsIn(language).notices)
  await db.insert(mailOutbox).values({
    userId: mail.userId,
    to: mail.to,
    subject: title,
    text,
    link: mail.link ?? null,
    sentAt: now.toISOString(),
  })
}
