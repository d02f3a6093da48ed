import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { driftOf, missingOptionalPackages } from '../check-lock.mjs'

const lock = {
  packages: {
    '': { devDependencies: { turbo: '2.11.11' } },
    'apps/portal': { dependencies: { next: '16.4.6' } },
    'node_modules/@portal/portal': { resolved: 'apps/portal', link: true },
    'node_modules/turbo': {
      optionalDependencies: { '@turbo/linux-64': '2.11.11', '@turbo/windows-64': '2.11.11' },
    },
    'node_modules/@turbo/linux-64': { version: '2.11.11' },
    'node_modules/next': { optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } },
    'node_modules/next/node_modules/@next/swc-darwin-arm64': { version: '16.4.6' },
  },
}
const manifests = {
  '': { devDependencies: { turbo: '2.11.11' } },
  'apps/portal': { dependencies: { next: '16.4.6' } },
}

test('a lock that records what every package.json declares has no drift', () => {
  assert.deepEqual(
    driftOf(lock, (path) => manifests[path]),
    [],
  )
})

test('a version changed, added or removed in a package.json is drift', () => {
  const cases = [
    [
      { dependencies: { next: '16.5.0' } },
      'dependencies.next: 16.5.0 in package.json, 16.4.6 in the lock',
    ],
    [
      { dependencies: { next: '16.4.6', zod: '4.6.7' } },
      'dependencies.zod: 4.6.7 in package.json, absent in the lock',
    ],
    [{}, 'dependencies.next: absent in package.json, 16.4.6 in the lock'],
  ]
  for (const [portal, expected] of cases) {
    const problems = driftOf(lock, (path) => (path === 'apps/portal' ? portal : manifests[path]))
    assert.deepEqual(problems, [`apps/portal/package.json ${expected}`])
  }
})

test('a platform package missing from the lock is reported; nested and hoisted ones are found', () => {
  assert.deepEqual(missingOptionalPackages(lock), ['node_modules/turbo → @turbo/windows-64'])
})

test('the committed lock records every platform package', () => {
  const committed = JSON.parse(
    readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
  )
  assert.deepEqual(missingOptionalPackages(committed), [])
  for (const name of [
    '@biomejs/cli-darwin-arm64',
    '@biomejs/cli-win32-x64',
    '@turbo/windows-arm64',
    '@next/swc-win32-x64-msvc',
    '@next/swc-darwin-x64',
  ]) {
    assert.ok(committed.packages[`node_modules/${name}`], name)
  }
})
