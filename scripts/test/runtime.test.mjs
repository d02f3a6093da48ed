import assert from 'node:assert/strict'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { majorOf, requiredMajor, resolveRuntime } from '../runtime.mjs'

const offline = (dir) => ({
  ...process.env,
  PORTAL_RUNTIME_DIR: dir,
  // A registry that refuses at once: the machine has no network to the npm registry.
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_fetch_retries: '0',
})

test('majorOf reads node --version answers', () => {
  const cases = [
    ['v24.21.0', 24],
    ['v20.20.2', 20],
    ['26.0.0', 26],
    ['', Number.NaN],
    ['Segmentation fault', Number.NaN],
  ]
  for (const [version, major] of cases) assert.equal(majorOf(version), major, version)
})

test('a Node that is new enough runs the scripts itself', () => {
  assert.deepEqual(resolveRuntime({ current: `v${requiredMajor}.1.0` }), { own: true })
  assert.deepEqual(resolveRuntime({ current: 'v26.0.0' }), { own: true })
})

test('an older Node without the registry: the message names Node 24 and how to get it, nothing half-installed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-offline-'))
  try {
    const result = resolveRuntime({ env: offline(dir), current: 'v20.20.2' })
    assert.match(result.error, /needs Node\.js 24 \(found v20\.20\.2\)/)
    assert.match(result.error, /nvm install/)
    assert.match(result.error, /npm registry failed/)
    assert.deepEqual(readdirSync(dir), [])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a corrupted fetched runtime is detected by its version answer and fetched again', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-corrupt-'))
  try {
    const bin = join(dir, `node${requiredMajor}`, 'node_modules', 'node', 'bin')
    mkdirSync(bin, { recursive: true })
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho v0.0.0-broken\n')
    chmodSync(join(bin, 'node'), 0o755)
    const offlineResult = resolveRuntime({ env: offline(dir), current: 'v20.20.2' })
    assert.match(
      offlineResult.notice,
      /does not answer as Node 24 \(v0\.0\.0-broken\): fetching it again/,
    )
    assert.ok(offlineResult.error, 'offline, the refetch fails with the message')

    const fetched = resolveRuntime({
      env: { ...process.env, PORTAL_RUNTIME_DIR: dir },
      current: 'v20.20.2',
    })
    assert.equal(fetched.fetched, true)
    assert.equal(majorOf(fetched.version), requiredMajor)
    assert.ok(existsSync(fetched.binary))
    assert.deepEqual(readdirSync(dir), [`node${requiredMajor}`])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
