// Runs one step of a script in the foreground and stops the script when it fails.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './servers.mjs'

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1)

/** Runs a step in the foreground; says whether it passed. */
export function stepPassed(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${secondsSince(started)} s`)
    return false
  }
  console.log(`✔ ${title} (${secondsSince(started)} s)`)
  return true
}

export function step(title, command, args, env = {}) {
  if (!stepPassed(title, command, args, env)) process.exit(1)
}

/**
 * Starts a step at the lowest CPU priority (`nice -n 19`, inherited by everything it starts), its
 * output kept in a file and printed when it ends; resolves to whether it passed.
 */
export function startInBackground(title, [command, ...args]) {
  const log = join(mkdtempSync(join(tmpdir(), 'portal-step-')), 'output.log')
  const output = openSync(log, 'w')
  const niced =
    process.platform === 'win32' ? [command, args] : ['nice', ['-n', '19', command, ...args]]
  console.log(`\n▷ ${title}: started in the background (output: ${log})`)
  const started = Date.now()
  const child = spawn(niced[0], niced[1], { cwd: root, stdio: ['ignore', output, output] })
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`✖ ${title} could not start: ${error.message}`)
      resolve(false)
    })
    child.on('exit', (code) => {
      console.log(`\n▷ ${title}, output:\n${readFileSync(log, 'utf8').trimEnd()}`)
      if (code === 0) console.log(`✔ ${title} (${secondsSince(started)} s)`)
      else console.error(`✖ ${title} failed after ${secondsSince(started)} s`)
      resolve(code === 0)
    })
  })
}

export const quietEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
}
