// Fails when package-lock.json has drifted from a package.json, or when it lacks a platform's
// optional package (biome, turbo, Next's compiler, … ship one binary package per OS and CPU), so
// that `npm ci` works on Linux, macOS and Windows, x64 and arm64, from the committed lock file.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dependencyFields = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
]

/** Differences between each workspace's package.json and what the lock recorded for it. */
export function driftOf(lock, readManifest) {
  const problems = []
  const workspaces = Object.keys(lock.packages).filter(
    (path) => path === '' || (!path.includes('node_modules/') && !lock.packages[path].link),
  )
  for (const path of workspaces) {
    const manifest = readManifest(path)
    for (const field of dependencyFields) {
      const declared = manifest[field] ?? {}
      const recorded = lock.packages[path][field] ?? {}
      for (const name of new Set([...Object.keys(declared), ...Object.keys(recorded)])) {
        if (declared[name] !== recorded[name]) {
          problems.push(
            `${path || '.'}/package.json ${field}.${name}: ${declared[name] ?? 'absent'} in package.json, ${recorded[name] ?? 'absent'} in the lock`,
          )
        }
      }
    }
  }
  return problems
}

/** Optional dependencies (platform binaries) that the lock does not record anywhere npm looks. */
export function missingOptionalPackages(lock) {
  const missing = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvable(lock, path, name)) missing.push(`${path} → ${name}`)
    }
  }
  return missing
}

function resolvable(lock, from, name) {
  // npm resolves a name from the requiring package's own node_modules upwards to the root.
  let base = from
  while (true) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[candidate]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const readManifest = (path) => JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8'))
  const problems = [
    ...driftOf(lock, readManifest),
    ...missingOptionalPackages(lock).map((entry) => `no platform package in the lock: ${entry}`),
  ]
  if (problems.length > 0) {
    console.error(`package-lock.json is out of date:\n  ${problems.join('\n  ')}`)
    console.error('Run `npm install` (on a clean node_modules) and commit package-lock.json.')
    process.exit(1)
  }
  console.log('package-lock.json matches every package.json and records every platform package')
}
