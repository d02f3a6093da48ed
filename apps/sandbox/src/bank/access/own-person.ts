import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { persons, users } from '../../db/schema'

type Reader = Pick<SandboxOrm, 'select'>

/** The login with its own person row (name and contact details of the user). */
export async function ownPerson(db: Reader, userId: string) {
  const [row] = await db
    .select({ person: persons, user: users })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, userId))
  return row
}

export type OwnPerson = NonNullable<Awaited<ReturnType<typeof ownPerson>>>
