import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Only names `storageName` generates: a UUID and a canonical extension, never a path. */
const generatedName =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/

function depotPath(directory: string, storageName: string): string {
  if (!generatedName.test(storageName))
    throw new Error(`not a generated storage name: ${storageName}`)
  return path.join(directory, storageName)
}

/** Writes a new file; an existing name is an error (`wx`), never overwritten. */
export async function storeDepotFile(directory: string, storageName: string, bytes: Uint8Array) {
  await mkdir(directory, { recursive: true })
  await writeFile(depotPath(directory, storageName), bytes, { flag: 'wx', mode: 0o600 })
}

export async function readDepotFile(directory: string, storageName: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(depotPath(directory, storageName)))
}

/** Where the depot of a sandbox data directory keeps its files. */
export function depotDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'depot')
}

/**
 * Deletes every stored file of the depot (`npm run sandbox:reset`: the reset database no longer
 * names them). Only names `storageName` generates are touched; returns how many were deleted.
 */
export async function clearDepot(directory: string): Promise<number> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const stored = names.filter((name) => generatedName.test(name))
  await Promise.all(stored.map((name) => rm(path.join(directory, name), { force: true })))
  return stored.length
}
