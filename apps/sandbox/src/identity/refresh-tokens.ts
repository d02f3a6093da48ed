import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'
import { preparedPerDatabase } from '../db/prepared'
import { refreshTokens, userSecurity } from '../db/schema'
import type { IdentityConfig } from './identity-config'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Issues a new opaque refresh token. A login starts a new family whose absolute end is its
 * start plus the session's maximum; a rotation stays in its family and never passes that end.
 */
export async function issueRefreshToken(
  orm: SandboxOrm,
  config: IdentityConfig,
  userId: string,
  family: SessionFamily,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(
    Math.min(config.now() + config.refreshTokenTtlSeconds * 1000, family.endsAt.getTime()),
  )
  await orm.insert(refreshTokens).values({
    tokenHash: hashOf(token),
    familyId: family.id,
    userId,
    expiresAt,
    sessionEndsAt: family.endsAt,
  })
  const expiresInSeconds = Math.floor((expiresAt.getTime() - config.now()) / 1000)
  return { token, expiresInSeconds: Math.max(0, expiresInSeconds) }
}

export interface IssuedRefreshToken {
  token: string
  /** Seconds until it lapses unused: the idle window, or less near the absolute limit. */
  expiresInSeconds: number
}

/** A login session: its refresh tokens share the id and the absolute end. */
export interface SessionFamily {
  id: string
  endsAt: Date
}

export function newSessionFamily(config: IdentityConfig): SessionFamily {
  return { id: randomUUID(), endsAt: new Date(config.now() + config.sessionMaxSeconds * 1000) }
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; refreshToken: IssuedRefreshToken; familyId: string }
  | { kind: 'rejected' }

/**
 * Uses a refresh token once: marks it used and issues its successor in the same family. A token
 * used within the reuse grace gets another successor (its first answer may have been lost); one
 * used before that (a replay, possibly stolen) revokes the whole family; one unused for longer
 * than the idle window, or past its login's absolute end, is refused.
 */
export async function rotateRefreshToken(
  orm: SandboxOrm,
  config: IdentityConfig,
  token: string,
): Promise<RefreshOutcome> {
  const now = new Date(config.now())
  const [stored] = await orm
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)))
  if (stored === undefined || stored.revokedAt !== null) return { kind: 'rejected' }
  const withinGrace = (usedAt: Date) =>
    now.getTime() - usedAt.getTime() <= config.refreshReuseGraceSeconds * 1000
  if (stored.usedAt !== null && !withinGrace(stored.usedAt)) {
    await revokeFamily(orm, stored.familyId, now)
    return { kind: 'rejected' }
  }
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected' }
  // Marked used once: a request that finds it marked a moment ago is within the grace.
  if (stored.usedAt === null) {
    await orm
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, stored.tokenHash), isNull(refreshTokens.usedAt)))
  }
  const refreshToken = await issueRefreshToken(orm, config, stored.userId, {
    id: stored.familyId,
    endsAt: stored.sessionEndsAt,
  })
  return { kind: 'rotated', userId: stored.userId, refreshToken, familyId: stored.familyId }
}

/** Logout: revokes the family of the given token. Unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshToken(
  orm: SandboxOrm,
  config: IdentityConfig,
  token: string,
): Promise<void> {
  const [stored] = await orm
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)))
  if (stored !== undefined) await revokeFamily(orm, stored.familyId, new Date(config.now()))
}

async function revokeFamily(orm: SandboxOrm, familyId: string, now: Date): Promise<void> {
  await orm
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeAllOfUser(
  orm: SandboxOrm,
  config: IdentityConfig,
  userId: string,
): Promise<void> {
  await orm
    .update(refreshTokens)
    .set({ revokedAt: new Date(config.now()) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

/** Ends every session of a user but the one given (a password change keeps its own session). */
export async function revokeOtherSessions(
  orm: SandboxOrm,
  config: IdentityConfig,
  userId: string,
  keepFamilyId: string | undefined,
): Promise<void> {
  if (keepFamilyId === undefined) return revokeAllOfUser(orm, config, userId)
  await orm
    .update(refreshTokens)
    .set({ revokedAt: new Date(config.now()) })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ne(refreshTokens.familyId, keepFamilyId),
      ),
    )
}

/** A login's standing as two columns of one query, for `userId` and `familyId` placeholders. */
export function standingColumns(orm: SandboxOrm) {
  const blockedRow = orm
    .select({ userId: userSecurity.userId })
    .from(userSecurity)
    .where(
      and(eq(userSecurity.userId, sql.placeholder('userId')), isNotNull(userSecurity.blockedAt)),
    )
  const openRow = orm
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)),
    )
  return {
    blocked: sql<boolean>`exists ${blockedRow}`.mapWith(Boolean),
    sessionOpen: sql<boolean>`exists ${openRow}`.mapWith(Boolean),
  }
}

export interface LoginStanding {
  blocked: boolean
  sessionOpen: boolean
}

/** The standing read by `standingColumns` (a token without a session has no session to end). */
export const standingOf = (
  row: LoginStanding | undefined,
  familyId: string | undefined,
): LoginStanding => ({
  blocked: row?.blocked ?? false,
  sessionOpen: familyId === undefined || (row?.sessionOpen ?? false),
})

const standingRow = preparedPerDatabase((orm) =>
  orm.select(standingColumns(orm)).from(sql`(values (0)) as one_row`).prepare('login_standing'),
)

/**
 * Where a login stands on each request, in one round trip: whether its account is blocked, and
 * whether the token's session (refresh-token family) is still open, i.e. not ended by a logout,
 * a replay or a password change. A token without a session only has the first question asked.
 */
export async function loginStanding(
  orm: SandboxOrm,
  userId: string,
  familyId: string | undefined,
): Promise<LoginStanding> {
  const [row] = await standingRow(orm).execute({ userId, familyId: familyId ?? '' })
  return standingOf(row, familyId)
}
