import { eq } from 'drizzle-orm'
import { type StoredNotice, storedNotice } from '../bank/announcements/stored-notice'
import type { SandboxOrm } from '../db/database'
import {
  banks,
  dataConfirmations,
  exemptionElsewhere,
  exemptionOrderChanges,
  exemptionOrders,
  kycRequirements,
  notifications,
  postboxMessages,
  referralLeads,
} from '../db/schema'
import { seedReferenceDate } from './seed-faker'

const at = (days: number) =>
  new Date(seedReferenceDate.getTime() + days * 24 * 60 * 60_000).toISOString()

/**
 * DEVELOPMENT ONLY: postbox, notifications, referral leads, KYC requirements, an exemption order
 * and data confirmations for the demo customers (issue 16). Texts a customer or the bank could
 * write include markup on purpose: the portal must show the customer's as text and sanitise the
 * bank's HTML.
 */
export async function seedDemoCustomerData(orm: SandboxOrm): Promise<void> {
  await orm.insert(postboxMessages).values([
    bankMessage('MSG-0001', 'BAC_1000000001', 'THR-0001', 'Welcome to your postbox', at(-40), {
      html: '<p>Dear customer,</p><p>this is where the bank writes to you. <a href="https://example.com/help">Help</a></p>',
    }),
    bankMessage('MSG-0002', 'BAC_1000000001', 'THR-0002', 'Your interest statement', at(-10), {
      html: '<p>Your statement is in <b>Documents</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      folder: 'documents',
    }),
    {
      id: 'MSG-0003',
      customerId: 'BAC_1000000001',
      threadId: 'THR-0001',
      folder: 'sent',
      sender: 'CUSTOMER',
      subject: '<script>alert("subject")</script> question',
      bodyType: 'STRING_PLAIN',
      body: 'Hello <b>bank</b>, how do I change my address? <img src=x onerror=alert(3)>',
      attachmentIds: [],
      sentAt: at(-39),
      readAt: at(-39),
    },
    bankMessage('MSG-0004', 'BAC_1000000002', 'THR-0004', 'Your joint account', at(-20), {
      html: '<p>Both of you can read this message.</p>',
    }),
    bankMessage('MSG-0005', 'BAC_1000000003', 'THR-0005', 'Company documents needed', at(-5), {
      html: '<p>Please send the current register extract.</p>',
    }),
  ])
  await orm.insert(notifications).values([
    notification(
      'NTF-0001',
      'BAC_1000000001',
      'message_received',
      storedNotice((texts) => texts.messageReceived),
      '/postbox/messages',
      at(-10),
    ),
    notification(
      'NTF-0002',
      'BAC_1000000001',
      'document_available',
      storedNotice((texts) => texts.documentAvailable),
      '/documents',
      at(-10),
    ),
    notification(
      'NTF-0003',
      'BAC_1000000003',
      'message_received',
      storedNotice((texts) => texts.messageReceived),
      '/postbox/messages',
      at(-5),
    ),
  ])
  await orm.insert(referralLeads).values([
    {
      id: 'REF-0001',
      customerId: 'BAC_1000000001',
      name: 'Max M.',
      invitedAt: at(-60),
      status: 'REWARDED',
    },
    {
      id: 'REF-0002',
      customerId: 'BAC_1000000001',
      name: 'Lena K.',
      invitedAt: at(-15),
      status: 'REGISTERED',
    },
    {
      id: 'REF-0003',
      customerId: 'BAC_1000000001',
      name: '<img src=x onerror=alert(4)>',
      invitedAt: at(-3),
      status: 'INVITED',
    },
    {
      id: 'REF-0004',
      customerId: 'BAC_1000000001',
      name: 'Old Friend',
      invitedAt: at(-400),
      status: 'EXPIRED',
    },
  ])
  await orm.insert(kycRequirements).values([
    { customerId: 'BAC_1000000004', type: 'missing_idd', dueBy: '2026-12-31' },
    { customerId: 'BAC_1000000005', type: 'id_document', dueBy: null },
    { customerId: 'BAC_1000000005', type: 'proof_of_address', dueBy: null },
  ])
  // Erika's data was confirmed recently; the joint account's confirmation is overdue.
  await orm.insert(dataConfirmations).values([
    { customerId: 'BAC_1000000001', confirmedAt: at(-30) },
    { customerId: 'BAC_1000000002', confirmedAt: at(-500) },
  ])
  const [germanBank] = await orm
    .select({ id: banks.id })
    .from(banks)
    .where(eq(banks.countryCode, 'DE'))
    .limit(1)
  if (germanBank !== undefined) {
    await orm.insert(exemptionOrders).values({
      id: 'FSA-0001',
      customerId: 'BAC_1000000001',
      bankId: germanBank.id,
      taxYear: 2026,
      kind: 'single',
      amountCents: 50_000,
      usedCents: 0,
      receivedOn: '2026-01-05',
    })
    await orm.insert(exemptionOrderChanges).values({
      orderId: 'FSA-0001',
      receivedOn: '2026-01-05',
      kind: 'single',
      amountCents: 50_000,
    })
    await orm
      .insert(exemptionElsewhere)
      .values({ customerId: 'BAC_1000000001', taxYear: 2026, amountCents: 30_000 })
  }
}

function bankMessage(
  id: string,
  customerId: string,
  threadId: string,
  subject: string,
  sentAt: string,
  { html, folder = 'inbox' }: { html: string; folder?: string },
) {
  return {
    id,
    customerId,
    threadId,
    folder,
    sender: 'BANK',
    subject,
    bodyType: 'STRING_HTML',
    body: html,
    attachmentIds: [],
    sentAt,
    readAt: null,
  }
}

/** A notification as the bank stores it: the notice, written in the reader's language when read. */
function notification(
  id: string,
  customerId: string,
  type: string,
  notice: StoredNotice,
  link: string,
  createdAt: string,
) {
  return { id, customerId, type, ...notice, link, createdAt, readAt: null }
}
