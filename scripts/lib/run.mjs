// Runs the steps of a script: one in the foreground, or several at once.
import { spawn, spawnSync } from 'node:child_process'
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

/**
 * Runs steps at the same time, each one's output kept and printed whole when it ends (two
 * interleaved logs cannot be read); stops the script when any failed, after all have ended.
 */
export async function parallelSteps(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ({ title, command, args, env = {} }) =>
        new Promise((resolve) => {
          const started = Date.now()
          const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } })
          let output = ''
          child.stdout.on('data', (chunk) => {
            output += chunk
          })
          child.stderr.on('data', (chunk) => {
            output += chunk
          })
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            console.log(`\n▶ ${title}\n${output}`)
            if (code === 0) console.log(`✔ ${title} (${seconds} s)`)
            else console.error(`✖ ${title} failed after ${seconds} s`)
            resolve(code === 0)
          })
        }),
    ),
  )
  if (outcomes.includes(false)) process.exit(1)
}
