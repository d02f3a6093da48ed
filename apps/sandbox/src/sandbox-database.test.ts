import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirectoryInUseError } from './db/data-directory-lock'
import * as schema from './db/schema'
import { openOwnedDatabase } from './sandbox-database'
import { prepareDatabase, resetDatabase } from './seed/seed-database'

const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-data-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('an owned data directory', () => {
  // one story in order on a real directory; generous timeout because it seeds and reseeds on disk
  it('seeds on first start, keeps data across a reopen, refuses a second owner and resets', {
    timeout: 120_000,
  }, async () => {
    const first = await openOwnedDatabase(dataDir)
    const seeded = await prepareDatabase(first.database)
    expect(seeded?.offers).toBeGreaterThanOrEqual(600)
    await first.database.orm
      .update(schema.banks)
      .set({ name: 'Renamed Bank' })
      .where(eq(schema.banks.slug, firstSlug(await first.database.orm.select().from(schema.banks))))

    const error = await openOwnedDatabase(dataDir).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(DataDirectoryInUseError)
    expect((error as Error).message).toBe(
      `sandbox data directory ${dataDir} is in use by another sandbox process; stop it or set SANDBOX_DATA_DIR`,
    )
    await first.release()

    const second = await openOwnedDatabase(dataDir)
    expect(await prepareDatabase(second.database)).toBeUndefined()
    expect(await renamedCount(second)).toBe(1)

    const summary = await resetDatabase(second.database)
    expect(summary.banks).toBeGreaterThanOrEqual(60)
    expect(await renamedCount(second)).toBe(0)
    const [offers] = await second.database.orm.select({ n: count() }).from(schema.offers)
    expect(offers?.n).toBe(summary.offers)
    await second.release()
  })
})

function firstSlug(banks: { slug: string }[]): string {
  const slug = banks[0]?.slug
  if (slug === undefined) throw new Error('no banks seeded')
  return slug
}

async function renamedCount(owned: Awaited<ReturnType<typeof openOwnedDatabase>>) {
  const [row] = await owned.database.orm
    .select({ n: count() })
    .from(schema.banks)
    .where(eq(schema.banks.name, 'Renamed Bank'))
  return row?.n
}
