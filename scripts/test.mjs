// `npm test`: install if needed, then lint, typecheck, unit and story tests, build, end-to-end.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDeps } from './ensure-deps.mjs'
import { parallelSteps, quietEnv, step } from './lib/run.mjs'
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
// The builds first (the end-to-end tests run the built portal), then the end-to-end tests at the
// same time as the typechecks, unit and story tests: on two cores either alone left the machine
// waiting on browsers and servers for a third of its time (e2e 958 s with 1,300 s of CPU).
const turbo = (tasks, extra) => [
  'turbo',
  'run',
  ...tasks,
  // every task runs even after one fails, so one run shows every failure
  '--continue',
  '--output-logs=errors-only',
  '--summarize',
  ...extra,
]
step('builds (turbo)', 'npx', turbo(['build'], ['--concurrency=2']))
printTurboTaskTimes()
await parallelSteps([
  {
    title: 'typecheck, unit tests, story tests, Storybook builds (turbo, one task at a time)',
    command: 'npx',
    // `--only`: the builds above are done; replaying them would rewrite the files the
    // end-to-end servers run from
    args: turbo(['typecheck', 'test', 'build-storybook'], ['--concurrency=1', '--only']),
  },
  {
    title: 'end-to-end tests in Chromium',
    command: 'npm',
    args: ['run', 'e2e', '-w', '@portal/e2e'],
  },
])
printTurboTaskTimes()

console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
