// Runs one step of a script in the foreground and stops the script when it fails.
import { spawnSync } from 'node:child_process'
import { root } from './servers.mjs'

export function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}

export const quietEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
}
