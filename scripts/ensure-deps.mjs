// Installs the workspace's npm packages from the lock file (`npm ci`) when they are missing or
// older than the lock file. `npm ci` also refuses a lock file that has drifted from a package.json.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureRuntime } from './runtime.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const marker = `${root}node_modules/.package-lock.json`
const lockfile = `${root}package-lock.json`

function installed() {
  if (!existsSync(marker)) return false
  return statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs
}

export function ensureDeps() {
  if (installed()) return
  console.log('[setup] installing npm packages from package-lock.json (npm ci) ...')
  try {
    execSync('npm ci --no-audit --no-fund', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    })
  } catch {
    console.error(
      '[setup] npm ci failed. If it says package.json and package-lock.json are not in sync, run `npm install` and commit the lock file.',
    )
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureRuntime()
  ensureDeps()
}
