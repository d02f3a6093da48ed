import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** mTAN challenges, bound to one amount, currency and payee (PSD2 dynamic linking). */
export const scaChallenges = pgTable(
  'sca_challenges',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payeeIban: text('payee_iban').notNull(),
    /** SHA-256 of the challenge id and the code; the code itself is only in the SMS. */
    codeHash: text('code_hash').notNull(),
    status: text('status').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** What consumed the verified challenge, e.g. a withdrawal id. */
    usedBy: text('used_by'),
  },
  (table) => [index('sca_challenges_customer_idx').on(table.customerId)],
)

/** Text messages the sandbox "sent"; read through the demo endpoint. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: text('customer_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  text: text('text').notNull(),
  challengeId: text('challenge_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull(),
})
