import { readFile } from 'node:fs/promises'
import { NotificationPage } from '@portal/api-clients/contracts/notifications'
import { PostboxMessage } from '@portal/api-clients/contracts/postbox'
import { MessagePage, PostboxThread } from '@portal/api-clients/contracts/postbox-v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let erika: string
let joint: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
  joint = await kit.token('demo.joint@example.com')
})
afterAll(() => closeDatabase(kit.database))

const v1 = '/pom/api/v1/postbox/BAC_1000000001/messages'
const v2 = '/pom/api/v1/customers/BAC_1000000001'

describe('postbox v1 and v2 over the same messages', () => {
  it('v1 lists a folder with bodies: the bank’s HTML as HTML, the customer’s as plain text', async () => {
    const inbox = await (await kit.call('GET', `${v1}?folder=inbox`, erika)).json()
    const [welcome] = inbox.messages.map((m: unknown) => PostboxMessage.parse(m))
    expect(welcome).toMatchObject({ id: 'MSG-0001', from: 'BANK', body: { type: 'STRING_HTML' } })
    const sent = await (await kit.call('GET', `${v1}?folder=sent`, erika)).json()
    expect(sent.messages[0]).toMatchObject({ from: 'CUSTOMER', body: { type: 'STRING_PLAIN' } })
  })

  it('v2 pages summaries with the unread count, opens a thread oldest first, marks read', async () => {
    const page = MessagePage.parse(
      await (await kit.call('GET', `${v2}/messages?folder=inbox&pageSize=1`, erika)).json(),
    )
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 1 })
    const unreadBefore = page.unreadCount
    const thread = PostboxThread.parse(
      await (await kit.call('GET', `${v2}/threads/THR-0001`, erika)).json(),
    )
    expect(thread.messages.map((m) => m.id)).toEqual(['MSG-0001', 'MSG-0003'])
    const read = await kit.call('PATCH', `${v2}/messages/MSG-0001`, erika, { read: true })
    expect(await read.json()).toMatchObject({ id: 'MSG-0001', read: true })
    const after = MessagePage.parse(await (await kit.call('GET', `${v2}/messages`, erika)).json())
    expect(after.unreadCount).toBe(unreadBefore - 1)
  })

  it('answers 404 for another customer’s message and thread ids', async () => {
    const base = '/pom/api/v1/customers/BAC_1000000002'
    expect((await kit.call('GET', `${base}/messages/MSG-0001`, joint)).status).toBe(404)
    expect((await kit.call('GET', `${base}/threads/THR-0001`, joint)).status).toBe(404)
    expect(
      (await kit.call('PATCH', `${base}/messages/MSG-0001`, joint, { read: true })).status,
    ).toBe(404)
    expect(
      (
        await kit.call('PUT', `/pom/api/v1/postbox/BAC_1000000002/messages/MSG-0001/read`, joint, {
          read: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await kit.call('POST', `${base}/messages`, joint, {
          subject: 'Re',
          text: 'x',
          threadId: 'THR-0001',
        })
      ).status,
    ).toBe(404)
  })

  it('sends plain text as written (markup stays text), in v1 and v2 alike', async () => {
    const text = '<script>alert(1)</script> Please call me.'
    const sent = await kit.call('POST', `${v2}/messages`, erika, {
      subject: 'Call back',
      text,
      threadId: 'THR-0002',
    })
    expect(sent.status).toBe(201)
    expect(PostboxMessage.parse(await sent.json())).toMatchObject({
      folder: 'sent',
      threadId: 'THR-0002',
      body: { type: 'STRING_PLAIN', value: text },
    })
    const v1Sent = await kit.call('POST', v1, erika, { subject: 'Hello', text: 'New thread' })
    expect(v1Sent.status).toBe(201)
    const bad = await kit.call('POST', v1, erika, { subject: 'Two\nlines', text: 'x' })
    expect(bad.status).toBe(400)
  })

  it('sends an attachment uploaded under the upload rules and lists it with the message', async () => {
    const bytes = new Uint8Array(
      await readFile(
        new URL('../../../../../packages/domain/test-fixtures/uploads/scan.png', import.meta.url),
      ),
    )
    const depot = '/dds/api/v2/customers/BAC_1000000001'
    const ticket = await (
      await kit.call('POST', `${depot}/uploads`, erika, {
        fileName: 'scan.png',
        size: bytes.length,
        purpose: 'postbox_attachment',
      })
    ).json()
    const stored = await kit.app.request(`${depot}/uploads/${ticket.uploadId}/content`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${erika}`, 'content-length': String(bytes.length) },
      body: bytes.slice(),
    })
    const { id } = await stored.json()
    const sent = await kit.call('POST', `${v2}/messages`, erika, {
      subject: 'Scan',
      text: 'attached',
      attachmentIds: [id],
    })
    expect(PostboxMessage.parse(await sent.json()).attachments).toEqual([
      { id, fileName: 'scan.png', mediaType: 'image/png', size: bytes.length },
    ])
  })

  it('refuses attachments that are not the customer’s own postbox uploads (422)', async () => {
    const response = await kit.call('POST', v1, erika, {
      subject: 'With file',
      text: 'see attachment',
      attachmentIds: ['DOC-not-mine'],
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: 'attachmentNotFound' })
  })
})

describe('postbox rights by role (read_postbox, write_postbox)', () => {
  it.each([
    ['ACCOUNT_HOLDER', 200, 201],
    ['AUTHORIZED_PERSON', 200, 201],
    ['LEGAL_REPRESENTATIVE', 200, 201],
    ['TAX_PARTNER', 403, 403],
    ['ULTIMATE_BENEFICIAL_OWNER', 403, 403],
  ] as const)('%s on a personal account: read %i, write %i', async (role, read, write) => {
    const { token } = await kit.personaWith('BAC_1000000001', [role])
    expect((await kit.call('GET', `${v2}/messages`, token)).status).toBe(read)
    const sent = await kit.call('POST', `${v2}/messages`, token, { subject: 'Hi', text: 'Hi' })
    expect(sent.status).toBe(write)
    if (write === 403) expect(await sent.json()).toMatchObject({ code: 'actionNotPermitted' })
  })

  it('grants nothing to a REQUESTED role', async () => {
    const { token } = await kit.personaWith('BAC_1000000001', ['ACCOUNT_HOLDER'], 'REQUESTED')
    expect((await kit.call('GET', `${v2}/messages`, token)).status).toBe(403)
  })
})

describe('notifications', () => {
  it('lists newest first with the unread count; marks one and then all read; 404 for another’s', async () => {
    const base = '/pom/api/v1/customers/BAC_1000000001/notifications'
    const page = NotificationPage.parse(await (await kit.call('GET', base, erika)).json())
    expect(page.unreadCount).toBeGreaterThan(0)
    const first = page.items[0]
    const one = await kit.call('PATCH', `${base}/${first?.id}`, erika, { read: true })
    expect(await one.json()).toMatchObject({ read: true })
    const count = await (await kit.call('GET', `${base}/unread-count`, erika)).json()
    expect(count.unreadCount).toBe(page.unreadCount - 1)
    expect(await (await kit.call('POST', `${base}/mark-all-read`, erika)).json()).toEqual({
      unreadCount: 0,
    })
    const foreign = await kit.call(
      'PATCH',
      `/pom/api/v1/customers/BAC_1000000002/notifications/${first?.id}`,
      joint,
      { read: true },
    )
    expect(foreign.status).toBe(404)
  })
})

describe('the bank writes (local demo control)', () => {
  it('puts an unread HTML message from the bank into the inbox, its HTML as written', async () => {
    const html = '<p>New <b>rates</b></p><img src=x onerror="alert(1)">'
    const written = await kit.call('POST', '/pom/api/v1/sandbox/bank-messages', undefined, {
      customerId: 'BAC_1000000001',
      subject: 'New rates',
      html,
    })
    expect(written.status).toBe(201)
    const message = PostboxMessage.parse(await written.json())
    expect(message).toMatchObject({ from: 'BANK', folder: 'inbox', read: false })
    const inbox = await (await kit.call('GET', `${v1}?folder=inbox`, erika)).json()
    expect(inbox.messages).toContainEqual(
      expect.objectContaining({ id: message.id, body: { type: 'STRING_HTML', value: html } }),
    )
    const refused = await kit.call('POST', '/pom/api/v1/sandbox/bank-messages', undefined, {
      customerId: 'not a customer',
      subject: 'x',
      html: 'x',
    })
    expect(refused.status).toBe(400)
  })
})
