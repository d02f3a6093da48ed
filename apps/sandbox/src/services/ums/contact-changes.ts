import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { userAccountErrorCodes } from '@portal/api-clients/contracts/user-account'
import { checkMobileNumber } from '@portal/domain/customer-data/mobile-number-check'
import { defaultLocale } from '@portal/domain/locales'
import { marketOfResidence } from '@portal/domain/markets'
import { and, eq, sql } from 'drizzle-orm'
import { ownPerson } from '../../bank/access/own-person'
import { announce, sendMail } from '../../bank/announcements/announce'
import { userLanguage } from '../../bank/customers/reader-language'
import { maskPhoneNumber } from '../../bank/sca/challenge-engine'
import { contactChanges, persons, smsOutbox, users } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { textsIn } from '../../texts/catalogues'
import type { ServiceContext } from '../service-context'

const emailLinkLifetimeMs = 24 * 60 * 60_000
const mobileCodeLifetimeMs = 5 * 60_000
const maxMobileAttempts = 5

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

const invalidToken = () =>
  new ServiceError(
    400,
    userAccountErrorCodes.invalidVerificationToken,
    'The link is invalid, already used or expired.',
  )

/**
 * Step 1 of an e-mail change (SCA already checked): a single-use link to the new address, and a
 * warning to the old one. Another login's address answers 409 `emailTaken`.
 */
export async function requestEmailChange(ctx: ServiceContext, userId: string, newEmail: string) {
  const now = await ctx.clock.now()
  const [taken] = await ctx.orm
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${newEmail})`)
  if (taken !== undefined && taken.id !== userId) {
    return new ServiceError(409, userAccountErrorCodes.emailTaken, 'This e-mail address is taken.')
  }
  const owner = await ownPerson(ctx.orm, userId)
  if (owner === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
  const token = randomBytes(32).toString('base64url')
  const changeId = randomUUID()
  const expiresAt = new Date(now.getTime() + emailLinkLifetimeMs).toISOString()
  // the page in the customer's market (of their address), as the mail is in their language
  const locale = marketOfResidence(owner.person.address?.countryCode ?? '')?.locale ?? defaultLocale
  const link = `${ctx.portalUrl}/${locale}/user-account/edit/email-address?token=${token}`
  await ctx.orm.transaction(async (tx) => {
    await tx.insert(contactChanges).values({
      id: changeId,
      userId,
      kind: 'email',
      newValue: newEmail,
      secretHash: hashOf(token),
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt,
    })
    await sendMail(
      tx,
      {
        userId,
        to: newEmail,
        notice: (texts) => texts.emailConfirmationMail(link),
        link,
      },
      now,
    )
    const oldEmail = owner.person.contactDetails.email
    await sendMail(
      tx,
      {
        userId,
        to: oldEmail,
        notice: (texts) => texts.emailChangeRequestedMail,
      },
      now,
    )
  })
  return { changeId, expiresAt }
}

/**
 * Step 2: the link's token, used once, sets the address as login name and contact e-mail. Opened
 * while another login is signed in (`openedBy`), it is refused and stays usable for its owner:
 * a forwarded or mixed-up link must not change someone else's login.
 */
export async function confirmEmailChange(ctx: ServiceContext, token: string, openedBy?: string) {
  const now = await ctx.clock.now()
  return ctx.orm.transaction(async (tx) => {
    if (openedBy !== undefined) {
      const [owner] = await tx
        .select({ userId: contactChanges.userId })
        .from(contactChanges)
        .where(and(eq(contactChanges.secretHash, hashOf(token)), eq(contactChanges.kind, 'email')))
      if (owner !== undefined && owner.userId !== openedBy) {
        return new ServiceError(
          403,
          'foreignLink',
          'This link belongs to another login; open it while signed in as that login.',
        )
      }
    }
    const [change] = await tx
      .update(contactChanges)
      .set({ status: 'confirmed' })
      .where(
        and(
          eq(contactChanges.secretHash, hashOf(token)),
          eq(contactChanges.kind, 'email'),
          eq(contactChanges.status, 'pending'),
          sql`${contactChanges.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning()
    if (change === undefined) return invalidToken()
    const [user] = await tx
      .update(users)
      .set({ username: change.newValue.toLowerCase() })
      .where(eq(users.id, change.userId))
      .returning()
    if (user === undefined) return invalidToken()
    await tx
      .update(persons)
      .set({
        username: change.newValue.toLowerCase(),
        contactDetails: sql`jsonb_set(${persons.contactDetails}, '{email}', to_jsonb(${change.newValue}::text))`,
      })
      .where(eq(persons.id, user.personId))
    await announce(
      tx,
      user.bacNumbers,
      {
        type: 'email_changed',
        notice: (texts) => texts.emailChanged(change.newValue),
        link: '/user-account',
      },
      now,
    )
    return { email: change.newValue }
  })
}

/**
 * Step 1 of a mobile-number change (SCA already checked with the old number): the number must
 * be a mobile number of the customer's country of residence; an mTAN goes to the new number.
 */
export async function requestMobileNumberChange(
  ctx: ServiceContext,
  userId: string,
  newMobileNumber: string,
) {
  const owner = await ownPerson(ctx.orm, userId)
  if (owner === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
  const country = owner.person.address?.countryCode ?? 'DE'
  const checked = checkMobileNumber(newMobileNumber, country)
  if (!checked.ok) {
    return new ServiceError(400, 'invalidRequest', `The mobile number is ${checked.problem}.`, [
      { path: 'newMobileNumber', message: checked.problem },
    ])
  }
  const now = await ctx.clock.now()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const changeId = randomUUID()
  const expiresAt = new Date(now.getTime() + mobileCodeLifetimeMs).toISOString()
  const reader = await userLanguage(ctx.orm, userId)
  const smsText = textsIn(reader.language, reader.tag).sms.newMobileNumber(code)
  await ctx.orm.transaction(async (tx) => {
    await tx.insert(contactChanges).values({
      id: changeId,
      userId,
      kind: 'mobile',
      newValue: checked.e164,
      secretHash: hashOf(`${changeId}:${code}`),
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt,
    })
    await tx.insert(smsOutbox).values({
      customerId: owner.user.bacNumbers[0] ?? '',
      phoneNumber: checked.e164,
      challengeId: changeId,
      text: smsText,
      sentAt: now.toISOString(),
    })
  })
  return { changeId, expiresAt, maskedNumber: maskPhoneNumber(checked.e164) }
}

/** Step 2: the mTAN sent to the new number; five wrong codes end the change. */
export async function confirmMobileNumberChange(
  ctx: ServiceContext,
  userId: string,
  changeId: string,
  mtan: string,
) {
  const now = await ctx.clock.now()
  return ctx.orm.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(contactChanges)
      .where(
        and(
          eq(contactChanges.id, changeId),
          eq(contactChanges.userId, userId),
          eq(contactChanges.kind, 'mobile'),
        ),
      )
      .for('update')
    if (change === undefined) return new ServiceError(404, 'changeNotFound', 'No such change.')
    if (change.status !== 'pending' || new Date(change.expiresAt) <= now) {
      return new ServiceError(410, 'changeExpired', 'The change has expired; start again.')
    }
    if (change.secretHash !== hashOf(`${changeId}:${mtan}`)) {
      const failed = change.failedAttempts + 1
      await tx
        .update(contactChanges)
        .set({ failedAttempts: failed, status: failed >= maxMobileAttempts ? 'locked' : 'pending' })
        .where(eq(contactChanges.id, changeId))
      return new ServiceError(422, userAccountErrorCodes.wrongMtan, 'Wrong mTAN.')
    }
    await tx
      .update(contactChanges)
      .set({ status: 'confirmed' })
      .where(eq(contactChanges.id, changeId))
    const [user] = await tx.select().from(users).where(eq(users.id, userId))
    if (user === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
    await tx
      .update(persons)
      .set({
        contactDetails: sql`jsonb_set(${persons.contactDetails}, '{phoneNumber}', to_jsonb(${change.newValue}::text))`,
      })
      .where(eq(persons.id, user.personId))
    await announce(
      tx,
      user.bacNumbers,
      {
        type: 'mobile_number_changed',
        notice: (texts) => texts.mobileChanged(maskPhoneNumber(change.newValue)),
        link: '/user-account',
      },
      now,
    )
    return { mobileNumber: change.newValue }
  })
}
