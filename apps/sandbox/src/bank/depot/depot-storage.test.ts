import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDepot, depotDirectoryOf, storeDepotFile } from './depot-storage'

const run = promisify(execFile)
const appDir = fileURLToPath(new URL('../../..', import.meta.url))
const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
const stored = [
  '0b7d6f1e-2a4c-4e8b-9c1d-3f5a6b7c8d9e.pdf',
  '1c8e7a2f-3b5d-4f9c-8d2e-4a6b7c8d9e0f.png',
]

let workDir = ''
afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

describe('clearing the depot', () => {
  it('deletes the stored files and leaves anything it did not name', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'depot-'))
    const depot = depotDirectoryOf(workDir)
    for (const name of stored) await storeDepotFile(depot, name, pdf)
    await writeFile(path.join(depot, 'README.txt'), 'kept')
    expect(await clearDepot(depot)).toBe(2)
    expect(await readdir(depot)).toEqual(['README.txt'])
    expect(await clearDepot(depot)).toBe(0)
  })

  it('counts nothing when the depot was never written', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'depot-'))
    expect(await clearDepot(depotDirectoryOf(workDir))).toBe(0)
  })

  it('is part of `npm run sandbox:reset`: the uploads are gone with their rows', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'reset-'))
    const depot = depotDirectoryOf(workDir)
    for (const name of stored) await storeDepotFile(depot, name, pdf)
    const { DATABASE_URL: _postgres, ...env } = process.env
    const { stdout } = await run('npx', ['tsx', 'src/reset.ts'], {
      cwd: appDir,
      env: { ...env, SANDBOX_DATA_DIR: workDir },
    })
    expect(stdout).toContain('2 depot files removed')
    expect(await readdir(depot)).toEqual([])
  }, 120_000)
})
