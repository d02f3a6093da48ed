'use server'

import { ComposeMessage } from '@portal/api-clients/contracts/postbox'
import { refresh } from 'next/cache'
import { markMessageRead, sendMessage } from '@/lib/backend/postbox'
import { authorise } from '@/lib/customer/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer/form-state'
import { requestLocale } from '@/lib/page/request-locale'
import { postboxVersion } from '@/lib/postbox/postbox-version'

/** Sends a plain-text message with its uploaded attachments; a failure keeps what was typed. */
export async function sendPostboxMessage(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = { subject: formText(data, 'subject').slice(0, 300), text: formText(data, 'text') }
  const access = await authorise('write_postbox', 'postboxMessages')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const threadId = formText(data, 'threadId')
  const parsed = ComposeMessage.safeParse({
    ...values,
    ...(threadId ? { threadId } : {}),
    attachmentIds: data.getAll('attachmentIds').filter((id) => typeof id === 'string'),
  })
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path,
      message:
        issue.path[0] === 'subject' || issue.path[0] === 'text'
          ? issue.code === 'too_big'
            ? 'tooLong'
            : issue.code === 'invalid_format'
              ? 'oneLine'
              : 'required'
          : 'notSaved',
    }))
    return { ...emptyDataFormState, values, fieldErrors: fieldErrorsOf(issues) }
  }
  const version = await postboxVersion(access.session, await requestLocale())
  const result = await sendMessage(version, access.session, access.bacNumber, parsed.data)
  if (!result.ok) return { ...emptyDataFormState, values, formError: 'unavailable' }
  refresh()
  return { ...emptyDataFormState, done: true }
}

/** Marks messages the customer opened as read (ids are checked by the postbox, 404 otherwise). */
export async function markRead(messageIds: string[]): Promise<void> {
  const access = await authorise('read_postbox', 'postboxMessages')
  if (!access.ok) return
  const version = await postboxVersion(access.session, await requestLocale())
  await Promise.all(
    messageIds
      .slice(0, 50)
      .filter((id) => typeof id === 'string' && id.length <= 100)
      .map((id) => markMessageRead(version, access.session, access.bacNumber, id)),
  )
}
