import { readdir, readFile } from 'node:fs/promises'
import { DepotDocument } from '@portal/api-clients/contracts/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

const fixture = async (name: string) =>
  new Uint8Array(
    await readFile(
      new URL(`../../../../../packages/domain/test-fixtures/uploads/${name}`, import.meta.url),
    ),
  )

let kit: CustomerDataKit
let erika: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
})
afterAll(() => closeDatabase(kit.database))

const base = '/dds/api/v2/customers/BAC_1000000001'

async function announce(fileName: string, size: number, purpose = 'id_document', token = erika) {
  return kit.call('POST', `${base}/uploads`, token, { fileName, size, purpose })
}

function putBytes(uploadId: string, bytes: Uint8Array, length = bytes.length, token = erika) {
  return kit.app.request(`${base}/uploads/${uploadId}/content`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/octet-stream',
      'content-length': String(length),
    },
    body: bytes.slice(),
  })
}

async function upload(fileName: string, bytes: Uint8Array, purpose = 'id_document') {
  const ticket = await (await announce(fileName, bytes.length, purpose)).json()
  return putBytes(ticket.uploadId, bytes)
}

describe('bank documents made from the ledger', () => {
  it('lists PDFs by type and year and serves them as attachments with nosniff', async () => {
    const { items } = await (await kit.call('GET', `${base}/documents`, erika)).json()
    const documents = items.map((item: unknown) => DepotDocument.parse(item))
    const order = documents.find((doc: DepotDocument) => doc.type === 'order_confirmation')
    expect(order).toMatchObject({ source: 'BANK', mediaType: 'application/pdf' })
    const filtered = await (
      await kit.call('GET', `${base}/documents?type=order_confirmation&year=${order.year}`, erika)
    ).json()
    expect(filtered.items.every((doc: DepotDocument) => doc.type === 'order_confirmation')).toBe(
      true,
    )
    const none = await (await kit.call('GET', `${base}/documents?year=2001`, erika)).json()
    expect(none.items).toEqual([])
    // the year filter's choices: every year a document is about, whatever the filter
    const years = [...new Set(documents.map((doc: DepotDocument) => doc.year))].sort().reverse()
    expect(none.years).toEqual(years)

    const content = await kit.call('GET', `${base}/documents/${order.id}/content`, erika)
    expect(content.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(content.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = new Uint8Array(await content.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(bytes.length).toBe(order.size)
  })
})

describe('uploads: bytes and extension together, at most 10 MB, stored under generated names', () => {
  it('stores a real PDF and gives it back only to its owner', async () => {
    const bytes = await fixture('statement.pdf')
    const stored = await upload('Kontoauszug <März>.pdf', bytes)
    expect(stored.status).toBe(201)
    const document = DepotDocument.parse(await stored.json())
    expect(document).toMatchObject({
      type: 'id_document',
      source: 'CUSTOMER',
      fileName: 'Kontoauszug <März>.pdf',
    })
    expect(await readdir(kit.depotDirectory)).toContainEqual(
      expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
    )

    const content = await kit.call('GET', `${base}/documents/${document.id}/content`, erika)
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes)
    expect(content.headers.get('content-type')).toBe('application/pdf')
    expect(content.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Kontoauszug%20%3CM%C3%A4rz%3E.pdf",
    )

    const joint = await kit.token('demo.joint@example.com')
    const foreign = `/dds/api/v2/customers/BAC_1000000002/documents/${document.id}`
    expect((await kit.call('GET', foreign, joint)).status).toBe(404)
    expect((await kit.call('GET', `${foreign}/content`, joint)).status).toBe(404)
    expect((await kit.call('GET', `${base}/documents/${document.id}`, joint)).status).toBe(403)
  })

  it.each([
    ['empty.pdf', 'empty_file'],
    ['renamed-elf.pdf', 'executable_content'],
    ['renamed-exe.jpg', 'executable_content'],
    ['html-called.pdf', 'markup_content'],
    ['html-then-pdf-polyglot.pdf', 'markup_content'],
    ['jpeg-with-appended-zip.jpg', 'embedded_archive'],
    ['png-called.jpg', 'extension_mismatch'],
    ['gif-called.png', 'content_not_allowed'],
    ['plain-text.pdf', 'unknown_content'],
  ])('refuses %s by its bytes (%s) and stores nothing', async (name, problem) => {
    const before = (await readdir(kit.depotDirectory).catch(() => [])).length
    const bytes = await fixture(name)
    const response = bytes.length === 0 ? await announce(name, 0) : await upload(name, bytes)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: problem })
    expect((await readdir(kit.depotDirectory).catch(() => [])).length).toBe(before)
  })

  it.each([
    ['an 11 MB file', 'scan.pdf', 11 * 1024 * 1024, 'too_large'],
    ['a path in the name', '../../etc/passwd.pdf', 100, 'unsafe_file_name'],
    ['a program', 'setup.exe', 100, 'extension_not_allowed'],
  ])(
    'refuses %s when it is announced, before a byte is sent',
    async (_case, name, size, problem) => {
      const response = await announce(name, size)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: problem })
    },
  )

  it('refuses a body whose Content-Length exceeds what was announced, before reading it', async () => {
    const ticket = await (await announce('scan.png', 100)).json()
    const response = await putBytes(ticket.uploadId, new Uint8Array(200), 200)
    expect(await response.json()).toMatchObject({ status: 422, code: 'too_large' })
  })

  it('answers 404 for another customer’s upload id', async () => {
    const ticket = await (await announce('scan.png', 100)).json()
    const joint = await kit.token('demo.joint@example.com')
    const response = await kit.app.request(
      `/dds/api/v2/customers/BAC_1000000002/uploads/${ticket.uploadId}/content`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${joint}`, 'content-length': '3' },
        body: new Uint8Array(3),
      },
    )
    expect(response.status).toBe(404)
  })
})

describe('document rights by role', () => {
  it.each([
    ['ACCOUNT_HOLDER', 200, true],
    ['TAX_PARTNER', 200, false],
    ['ULTIMATE_BENEFICIAL_OWNER', 403, false],
  ] as const)('%s: list %i, sees non-tax documents %s', async (role, status, nonTax) => {
    const { token } = await kit.personaWith('BAC_1000000001', [role])
    const response = await kit.call('GET', `${base}/documents`, token)
    expect(response.status).toBe(status)
    if (status !== 200) return
    const { items } = await response.json()
    const types = new Set(items.map((doc: DepotDocument) => doc.type))
    expect(types.has('order_confirmation')).toBe(nonTax)
    if (!nonTax)
      expect(
        [...types].every((type) => ['interest_statement', 'tax_summary'].includes(type as string)),
      ).toBe(true)
  })

  it('lets only those who write to the postbox upload postbox attachments', async () => {
    const { token } = await kit.personaWith('BAC_1000000001', ['TAX_PARTNER'])
    const response = await announce('scan.png', 100, 'postbox_attachment', token)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'actionNotPermitted' })
  })
})
