import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { personRoles, persons, referralLeads } from '../../db/schema'
import { referrerOf } from './referral-codes'

export interface ReferredRegistration {
  referralCode: string
  /** Lower-cased, as the new login's username. */
  email: string
  firstName: string
  lastName: string
  customerId: string
}

/**
 * Credits the code's account with a lead for the new registration. An unknown code, or one of
 * an account the registering person already belongs to (by login or contact e-mail), credits
 * no one.
 */
export async function creditReferral(
  orm: SandboxOrm,
  registration: ReferredRegistration,
  now: Date,
): Promise<'recorded' | 'notApplied'> {
  const referrerId = await referrerOf(orm, registration.referralCode)
  if (referrerId === undefined) return 'notApplied'
  if (await belongsTo(orm, referrerId, registration.email)) return 'notApplied'
  await orm.insert(referralLeads).values({
    id: `REF-${randomUUID()}`,
    customerId: referrerId,
    name: `${registration.firstName} ${registration.lastName.slice(0, 1)}.`,
    invitedAt: now.toISOString(),
    status: 'REGISTERED',
    referredCustomerId: registration.customerId,
  })
  return 'recorded'
}

async function belongsTo(orm: SandboxOrm, customerId: string, email: string): Promise<boolean> {
  const members = await orm
    .select({ username: persons.username, contactDetails: persons.contactDetails })
    .from(personRoles)
    .innerJoin(persons, eq(personRoles.personId, persons.id))
    .where(eq(personRoles.customerId, customerId))
  return members.some(
    (member) =>
      member.username.toLowerCase() === email ||
      member.contactDetails.email.trim().toLowerCase() === email,
  )
}
