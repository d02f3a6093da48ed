import { eq, inArray, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'
import { personRoles, persons } from '../db/schema'

/** Stores `language` as the correspondence language of every person of a customer account. */
export async function setCorrespondenceLanguage(
  orm: SandboxOrm,
  customerId: string,
  language: string,
): Promise<void> {
  const people = orm
    .select({ id: personRoles.personId })
    .from(personRoles)
    .where(eq(personRoles.customerId, customerId))
  await orm
    .update(persons)
    .set({
      contactDetails: sql`jsonb_set(${persons.contactDetails}, '{correspondenceLanguage}', to_jsonb(${language}::text))`,
    })
    .where(inArray(persons.id, people))
}
