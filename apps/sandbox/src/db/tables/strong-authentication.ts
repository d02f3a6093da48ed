import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * mTAN challenges of every purpose (src/bank/sca): a payment, bound to its amount, currency and
 * payee (PSD2 dynamic linking), or a data change, bound to the change; `binding` is a SHA-256
 * digest of the purpose and what it confirms, so a code for one payee or one e-mail address
 * cannot confirm another.
 */
export const scaChallenges = pgTable(
  'sca_challenges',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** The login that asked; a data change is the login's own, a payment the account's. */
    userId: text('user_id'),
    /** `payment` or a data-change purpose (`email_change`, …). */
    purpose: text('purpose').notNull(),
    binding: text('binding').notNull(),
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
