import { usePasswordCost } from './auth/password-hash'
import { clearDepot, depotDirectoryOf } from './bank/depot/depot-storage'
import { readSandboxConfig } from './config'
import { DataDirectoryInUseError } from './db/data-directory-lock'
import { openSandboxDatabase } from './sandbox-database'
import { resetDatabase } from './seed/seed-database'

async function reset(): Promise<void> {
  const config = readSandboxConfig()
  usePasswordCost(config.passwordCost)
  const owned = await openSandboxDatabase(config)
  try {
    const summary = await resetDatabase(owned.database)
    // The document depot's files belong to the rows just deleted (uploads, consent PDFs).
    const removedFiles = await clearDepot(depotDirectoryOf(config.dataDir))
    console.log(
      `sandbox reset ${config.dataDir}: ${summary.banks} banks, ${summary.offers} offers, ` +
        `${summary.customerAccounts} customer accounts, ${summary.users} users, ` +
        `${removedFiles} depot files removed`,
    )
  } finally {
    await owned.release()
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof DataDirectoryInUseError ? error.message : error)
  process.exit(1)
})
