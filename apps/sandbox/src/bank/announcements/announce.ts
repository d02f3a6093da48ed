import { randomUUID } from 'node:crypto'
import type { NotificationType } from '@portal/api-clients/contracts/notifications'
import type { SandboxOrm } from '../../db/database'
import { mailOutbox, notifications, postboxMessages } from '../../db/schema'
import { textsIn } from '../../texts/catalogues'
import type { Notice, NoticeTexts } from '../../texts/sandbox-texts'
import { customerLanguage, userLanguage } from '../customers/reader-language'
import { type NoticeChoice, noticeIn, storedNotice } from './stored-notice'

type Writer = Pick<SandboxOrm, 'insert' | 'select'>

export interface Announcement {
  type: NotificationType
  /** Title and text, chosen from the texts of a language, figures placed through `format`. */
  notice: NoticeChoice
  /** The portal page it concerns. */
  link: string | null
  /** Also a postbox message (default); events that happen often notify only. */
  postbox?: boolean
}

/**
 * Tells the customer about a change twice, as the issue asks: a plain-text message from the bank
 * in the postbox, a letter written in the account's language (stored correspondence language,
 * else its market's), and a notification (the header's unread count), stored as the notice and
 * its figures and written in the language of the page that lists it (`stored-notice.ts`).
 */
export async function announce(
  db: Writer,
  customerIds: readonly string[],
  announcement: Announcement,
  now: Date,
): Promise<void> {
  const stored = storedNotice(announcement.notice)
  for (const customerId of customerIds) {
    if (announcement.postbox !== false) {
      const { title, text } = noticeIn(announcement.notice, await customerLanguage(db, customerId))
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
      title: stored.title,
      text: stored.text,
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
  const { language, tag } = await userLanguage(db, mail.userId)
  const { title, text } = mail.notice(textsIn(language, tag).notices)
  await db.insert(mailOutbox).values({
    userId: mail.userId,
    to: mail.to,
    subject: title,
    text,
    link: mail.link ?? null,
    sentAt: now.toISOString(),
  })
}
