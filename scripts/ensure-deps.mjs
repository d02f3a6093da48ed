// Installs the workspace's npm packages when they are missing or older than the lockfile.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const marker = `${root}node_modules/.package-lock.json`
const lockfile = `${root}package-lock.json`

function installed() {
  if (!existsSync(marker)) return false
  return !existsSync(lockfile) || statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs
}

export function ensureDeps() {
  if (installed()) return
  // `npm install` rather than `npm ci`: it follows the lockfile too, and npm ci here rejects
  // lockfiles that lack other platforms' optional packages (biome, turbo binaries).
  console.log('[setup] installing npm packages (npm install) ...')
  execSync('npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps()
