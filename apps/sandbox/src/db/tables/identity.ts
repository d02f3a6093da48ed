import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { JWK } from 'jose'
import { users } from './customers'

/** The identity provider's signing key pair, generated at first start (ES256). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
})

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token within its family (one
 * login session); a token used twice revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The login's absolute limit: no token of the family outlives it, however often rotated. */
    sessionEndsAt: timestamp('session_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
)
