import { mkdir, readFile, writeFile } from 'node:fs/promises'
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
