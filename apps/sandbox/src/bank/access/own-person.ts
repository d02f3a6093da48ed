import { eq, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { persons, users } from '../../db/schema'

const ownPersonRow = preparedPerDatabase((orm) =>
  orm
    .select({ person: persons, user: users })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_person'),
)

/** The login with its own person row (name and contact details of the user). */
export async function ownPerson(orm: SandboxOrm, userId: string) {
  const [row] = await ownPersonRow(orm).execute({ userId })
  return row
}

export type OwnPerson = NonNullable<Awaited<ReturnType<typeof ownPerson>>>
