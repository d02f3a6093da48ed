import type { CheckedReferenceAccount } from '@portal/api-clients/contracts/new-reference-account'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { customerAccounts, users } from './customers'

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/** A login's emergency brakes: a blocked account refuses login, a locked mTAN refuses payouts. */
export const userSecurity = pgTable('user_security', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedAt: instant('blocked_at'),
  blockReason: text('block_reason'),
  mtanLockedAt: instant('mtan_locked_at'),
})

/** A pending e-mail or mobile-number change: the link token or mTAN, stored as a hash. */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    newValue: text('new_value').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    status: text('status').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('contact_changes_user_idx').on(table.userId)],
)

/** Mails the sandbox "sent"; read through the local demo endpoint. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id'),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  sentAt: instant('sent_at').notNull(),
})

/**
 * Stored files of the document depot: customer uploads and agreement PDFs. The file is under
 * `storage_name` (generated) in the depot directory; `file_name` is only shown. A row with
 * `stored_at` null is an announced upload whose bytes have not arrived.
 */
export const depotFiles = pgTable(
  'depot_files',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type'),
    size: integer('size').notNull(),
    storageName: text('storage_name'),
    source: text('source').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at'),
    storedAt: instant('stored_at'),
  },
  (table) => [index('depot_files_customer_idx').on(table.customerId)],
)

/** The new account of a change: IBAN form, or (US) routing and account number. */
export type KycReferenceAccount = CheckedReferenceAccount

export const kycCases = pgTable(
  'kyc_cases',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    newReferenceAccount: jsonb('new_reference_account').$type<KycReferenceAccount>().notNull(),
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [index('kyc_cases_customer_idx').on(table.customerId)],
)

export const identifications = pgTable(
  'identifications',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('identifications_customer_idx').on(table.customerId)],
)

/** Postbox messages; a thread is the messages sharing `thread_id`. */
export const postboxMessages = pgTable(
  'postbox_messages',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    threadId: text('thread_id').notNull(),
    /** inbox or documents for the bank's messages, sent for the customer's. */
    folder: text('folder').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    bodyType: text('body_type').notNull(),
    body: text('body').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull(),
    sentAt: instant('sent_at').notNull(),
    readAt: instant('read_at'),
  },
  (table) => [index('postbox_messages_customer_idx').on(table.customerId, table.folder)],
)

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (table) => [index('notifications_customer_idx').on(table.customerId)],
)

/** When the customer last confirmed their data on `/my-data/validate`. */
export const dataConfirmations = pgTable('data_confirmations', {
  customerId: text('customer_id').primaryKey(),
  confirmedAt: instant('confirmed_at').notNull(),
})

export const exemptionOrders = pgTable(
  'exemption_orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    bankId: text('bank_id').notNull(),
    taxYear: integer('tax_year').notNull(),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    usedCents: integer('used_cents').notNull().default(0),
    receivedOn: text('received_on').notNull(),
  },
  (table) => [index('exemption_orders_customer_idx').on(table.customerId, table.taxYear)],
)

/**
 * Every version of an exemption order as the bank received it, one per order and day (a second
 * change on the same day replaces the first). An interest payment is taxed under the version that
 * stood 28 days before it, so the current row alone cannot answer for a payment.
 */
export const exemptionOrderChanges = pgTable(
  'exemption_order_changes',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => exemptionOrders.id, { onDelete: 'cascade' }),
    receivedOn: text('received_on').notNull(),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.receivedOn] })],
)

/** What the customer declared for exemption orders at banks outside the portal, per year. */
export const exemptionElsewhere = pgTable(
  'exemption_elsewhere',
  {
    customerId: text('customer_id').notNull(),
    taxYear: integer('tax_year').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.taxYear] })],
)

export const referralLeads = pgTable(
  'referral_leads',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    invitedAt: instant('invited_at').notNull(),
    status: text('status').notNull(),
    /** The friend's account, for leads that registered through the customer's link. */
    referredCustomerId: text('referred_customer_id'),
  },
  (table) => [
    index('referral_leads_customer_idx').on(table.customerId),
    // one lead per friend's account: a registration credits one referrer, and the bonus looks
    // the lead up by the friend's account when the friend's first deposit opens
    uniqueIndex('referral_leads_referred_customer_unique').on(table.referredCustomerId),
  ],
)

/**
 * Refer-a-friend bonuses paid: one row per lead and account paid (the referrer and the friend),
 * written in the booking's transaction, so a replay or a second deposit never pays twice.
 */
export const referralBonuses = pgTable(
  'referral_bonuses',
  {
    leadId: text('lead_id')
      .notNull()
      .references(() => referralLeads.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    bookingId: text('booking_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidAt: instant('paid_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.customerId] })],
)

/** Each account's personal refer-a-friend code, created when first asked for. */
export const referralCodes = pgTable('referral_codes', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: instant('created_at').notNull(),
})

export const agreements = pgTable(
  'agreements',
  {
    customerId: text('customer_id').notNull(),
    kind: text('kind').notNull(),
    agreedAt: instant('agreed_at').notNull(),
    agreedBy: text('agreed_by').notNull(),
    text: text('text').notNull(),
    /** The version and language of the text agreed to; null for older agreements. */
    textVersion: text('text_version'),
    language: text('language'),
    documentId: text('document_id'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind] })],
)

/** Documents the bank asks a customer for (KYC status `requiredDocuments`) until one arrives. */
export const kycRequirements = pgTable(
  'kyc_requirements',
  {
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    dueBy: text('due_by'),
    fulfilledAt: instant('fulfilled_at'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.type] })],
)
