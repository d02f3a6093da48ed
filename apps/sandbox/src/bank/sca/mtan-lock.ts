import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { userSecurity } from '../../db/schema'

type Reader = Pick<SandboxOrm, 'select'>

export async function securityOf(db: Reader, userId: string) {
  const [row] = await db.select().from(userSecurity).where(eq(userSecurity.userId, userId))
  return row
}

export async function isMtanLocked(db: Reader, userId: string): Promise<boolean> {
  return (await securityOf(db, userId))?.mtanLockedAt != null
}
