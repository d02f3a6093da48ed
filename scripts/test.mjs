// `npm test`: install if needed, then lint, the builds, and the unit, story and end-to-end tests with
// the typechecks beside each other.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, startBeside, step, stepPassed } from './lib/run.mjs'
import { root } from './lib/servers.mjs'
import { ensureRuntime } from './runtime.mjs'

/** Seconds of each task of a turbo run (the `--summarize` file its output names), longest first. */
function printTurboTaskTimes(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: turbo colours its output
  const summary = output.replace(/\x1b\[[0-9;]*m/g, '').match(/Summary:\s+(\S+\.json)/)?.[1]
  if (!summary || !existsSync(summary)) return
  const { tasks = [] } = JSON.parse(readFileSync(summary, 'utf8'))
  const times = tasks
    .map((task) => ({
      id: task.taskId,
      seconds: (task.execution?.endTime - task.execution?.startTime) / 1000,
      cached: task.cache?.status === 'HIT',
    }))
    .filter((task) => Number.isFinite(task.seconds))
    .sort((a, b) => b.seconds - a.seconds)
  for (const task of times)
    console.log(
      `  ${task.seconds.toFixed(1).padStart(6)} s  ${task.id}${task.cached ? ' (cached)' : ''}`,
    )
}

/** `turbo run` of the given tasks, two at a time, every one run even after another failed. */
const turbo = (...tasks) => [
  'npx',
  'turbo',
  'run',
  ...tasks,
  '--concurrency=2',
  // every task runs even after one fails, so one run shows every failure
  '--continue',
  '--output-logs=errors-only',
  '--summarize',
]

const started = Date.now()
await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)

step('lint and format check (biome)', 'npx', ['biome', 'ci', '.'])
step('lock file and runtime checks', 'node', ['scripts/check-lock.mjs'])
step('install scripts (node:test)', 'node', ['--test', 'scripts/test/*.test.mjs'])
const [command, ...args] = turbo('build')
const builds = spawnSync(command, args, {
  cwd: root,
  encoding: 'utf8',
  stdio: 'pipe',
  maxBuffer: 64 * 1024 * 1024,
})
console.log(`\n▶ builds (turbo)\n${builds.stdout}${builds.stderr}`)
if (builds.status !== 0) {
  console.error(`✖ builds (turbo) failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}
printTurboTaskTimes(builds.stdout)

// Three at once, so that the two cores never wait: the end-to-end shards wait on their browsers
// and servers for about a third of their time. The unit and story tests share the CPU with them
// as equals; the typechecks, the Storybook builds, the sandbox's tests and the design system's
// consumer apps (no limit in them a slow machine reaches) take what is left at the lowest
// priority. Every builds' output is in place already (`--only`: no task runs its dependencies).
const tests = startBeside(
  'unit and story tests (turbo)',
  turbo('test', '--only', '--filter=!@portal/sandbox'),
)
const checks = startBeside(
  'typechecks, Storybook builds, sandbox tests, consumer apps (turbo)',
  turbo(
    '@portal/sandbox#test',
    '@portal/ui#test:consumers',
    'typecheck',
    'build-storybook',
    '--only',
  ),
  { lowestPriority: true },
)
const e2ePassed = stepPassed('end-to-end tests in Chromium', 'npm', [
  'run',
  'e2e',
  '-w',
  '@portal/e2e',
])
const results = await Promise.all([tests, checks])
for (const result of results) if (result.passed) printTurboTaskTimes(result.output)
if (!e2ePassed || results.some((result) => !result.passed)) {
  console.error(`\n✖ test stages failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}

console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
