// `npm test`: install if needed, then lint, typecheck, unit and story tests, build, end-to-end.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, startInBackground, step, stepPassed } from './lib/run.mjs'
import { root } from './lib/servers.mjs'
import { ensureRuntime } from './runtime.mjs'

/** Seconds of each task of the last turbo run (its `--summarize` file), longest first. */
function printTurboTaskTimes() {
  const runs = join(root, '.turbo/runs')
  if (!existsSync(runs)) return
  const latest = readdirSync(runs, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(runs, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  if (!latest) return
  const { tasks = [] } = JSON.parse(readFileSync(latest, 'utf8'))
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

const started = Date.now()
await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)

step('lint and format check (biome)', 'npx', ['biome', 'ci', '.'])
step('lock file and runtime checks', 'node', ['scripts/check-lock.mjs'])
step('install scripts (node:test)', 'node', ['--test', 'scripts/test/*.test.mjs'])
/** `turbo run` of the given tasks, two at a time, every one run even after another failed. */
const turbo = (...tasks) => [
  'turbo',
  'run',
  ...tasks,
  '--concurrency=2',
  // every task runs even after one fails, so one run shows every failure
  '--continue',
  '--output-logs=errors-only',
  '--summarize',
]
// The builds alone first: the portal's build uses both cores (27 s alone, 50-84 s beside the
// story tests), and the test tasks then pack better without it.
const built = stepPassed('builds (turbo)', 'npx', turbo('build'))
printTurboTaskTimes()
const unitPassed = stepPassed(
  'unit tests, story tests, consumer apps (turbo)',
  'npx',
  // the sandbox's tests run beside the end-to-end tests (below)
  turbo('test', 'test:consumers', '--filter=!@portal/sandbox'),
)
printTurboTaskTimes()
if (!built || !unitPassed) {
  console.error(`\n✖ test stages failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}
// The typechecks, the Storybook builds and the sandbox's tests (no browser in them, and no timing
// their limits of 30 s and more cannot absorb) run beside the e2e stage at the lowest CPU
// priority: the e2e waits on its browsers and servers for about a third of its time, and these
// fill that instead of lengthening the turbo stage on two cores.
const checks = startInBackground(
  'typechecks, Storybook builds, sandbox tests (turbo, lowest CPU priority)',
  ['npx', ...turbo('@portal/sandbox#test', 'typecheck', 'build-storybook')],
)
const e2ePassed = stepPassed('end-to-end tests in Chromium', 'npm', [
  'run',
  'e2e',
  '-w',
  '@portal/e2e',
])
const checksPassed = await checks
if (checksPassed) printTurboTaskTimes()
if (!e2ePassed || !checksPassed) {
  console.error(`\n✖ test stages failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}

console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
