import { mkdirSync } from 'node:fs'
import lockfile from 'proper-lockfile'

export class DataDirectoryInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `sandbox data directory ${dataDir} is in use by another sandbox process; stop it or set SANDBOX_DATA_DIR`,
    )
    this.name = 'DataDirectoryInUseError'
  }
}

export type ReleaseLock = () => Promise<void>

/**
 * Takes the single-owner lock of a data directory. PGlite does not lock its files, and two
 * processes writing one directory corrupt it. A crashed owner's lock turns stale after 10 s.
 */
export async function lockDataDirectory(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    console.error(`sandbox lost the lock of ${dataDir}: ${error.message}`)
    process.exit(1)
  },
): Promise<ReleaseLock> {
  mkdirSync(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/sandbox.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      onCompromised,
    })
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirectoryInUseError(dataDir)
    }
    throw error
  }
}
