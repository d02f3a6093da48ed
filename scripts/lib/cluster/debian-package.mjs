// Finds a server program from Debian's packages, installing the package as CI does for
// PostgreSQL when the machine lacks it and may (root with apt-get); otherwise a clear message.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const canInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** The first existing path of `candidates`, after installing `debianPackage` if none exists. */
export function findOrInstall({ what, candidates, debianPackage }) {
  const found = () => candidates().find((path) => existsSync(path))
  if (found()) return found()
  if (canInstall()) {
    console.log(`[cluster] installing Debian ${debianPackage} (${what})`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'ignore', env })
    if (found()) return found()
  }
  throw new Error(
    `${what} is missing: the cluster needs it (looked for ${candidates().join(', ')}). ` +
      `Install it with \`apt-get install ${debianPackage}\` (Debian/Ubuntu) or your system's package manager, then start again.`,
  )
}
