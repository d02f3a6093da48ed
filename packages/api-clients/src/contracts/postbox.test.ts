import { describe, expect, it } from 'vitest'
import { ComposeMessage, PostboxMessage, postboxV1Contract } from './postbox'
import { MessagePage, postboxV2Contract } from './postbox-v2'

const summary = {
  id: 'MSG_1',
  threadId: 'THR_1',
  folder: 'inbox',
  from: 'BANK',
  subject: 'Your interest statement',
  sentAt: '2026-11-20T09:30:00+01:00',
  read: false,
}
const bankMessage = {
  ...summary,
  body: { type: 'STRING_HTML', value: '<p>Dear customer, your statement is attached.</p>' },
  attachments: [
    { id: 'DOC_1', fileName: 'statement.pdf', mediaType: 'application/pdf', size: 597 },
  ],
}

describe('postbox contracts', () => {
  it('accept a bank message with HTML and an attachment, in v1 and v2', () => {
    expect(
      postboxV1Contract.listMessages.response.parse({ messages: [bankMessage] }).messages,
    ).toHaveLength(1)
    expect(postboxV2Contract.getMessage.response.parse(bankMessage)).toEqual(bankMessage)
  })

  it.each([
    ['HTML from a customer', { ...bankMessage, from: 'CUSTOMER', folder: 'sent' }],
    [
      'an executable attachment',
      {
        ...bankMessage,
        attachments: [{ ...bankMessage.attachments[0], mediaType: 'application/x-msdownload' }],
      },
    ],
    [
      'an 11 MB attachment',
      { ...bankMessage, attachments: [{ ...bankMessage.attachments[0], size: 11 * 1024 * 1024 }] },
    ],
    ['an unknown folder', { ...bankMessage, folder: 'trash' }],
  ])('reject %s', (_case, message) => {
    expect(PostboxMessage.safeParse(message).success).toBe(false)
  })

  it('accepts a v2 page of summaries', () => {
    const page = {
      items: [{ ...summary, attachmentCount: 1 }],
      total: 1,
      page: 1,
      pageSize: 20,
      unreadCount: 1,
    }
    expect(MessagePage.parse(page)).toEqual(page)
  })

  it.each([
    [{ subject: 'Question', text: 'When is my interest paid?' }, true],
    [{ subject: '  ', text: 'text' }, false],
    [{ subject: 'Two\nlines', text: 'text' }, false],
    [{ subject: 'Question', text: '' }, false],
    [{ subject: 'Question', text: 'x', attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, false],
  ])('compose %j → %s', (message, accepted) => {
    expect(ComposeMessage.safeParse(message).success).toBe(accepted)
  })
})
