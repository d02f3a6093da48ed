// `npm test`: install if needed, then lint, typecheck, unit and story tests, build, end-to-end.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, startInBackground, step, stepPassed } from './lib/run.mjs'
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

/** A step whose output is shown as it comes and kept for its turbo summary; says whether it passed. */
function turboStep(title, args) {
  console.log(`\n▶ ${title}`)
  const stepStarted = Date.now()
  const result = spawnSync('npx', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stdout.write(result.stdout ?? '')
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1)
  if (result.status !== 0) console.error(`✖ ${title} failed after ${seconds} s`)
  else console.log(`✔ ${title} (${seconds} s)`)
  printTurboTaskTimes(result.stdout ?? '')
  return result.status === 0
}

const started = Date.now()
await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)

step('lint and format check (biome)', 'npx', ['biome', 'ci', '.'])
step('lock file and runtime checks', 'node', ['scripts/check-lock.mjs'])
step('install scripts (node:test)', 'node', ['--test', 'scripts/test/*.test.mjs'])
/** `turbo run` of the given tasks, every one run even after another failed. */
const turbo = (tasks, concurrency = 2) => [
  'turbo',
  'run',
  ...tasks,
  `--concurrency=${concurrency}`,
  // every task runs even after one fails, so one run shows every failure
  '--continue',
  '--output-logs=errors-only',
  '--summarize',
]
// The builds alone first: the portal's build uses both cores (27 s alone, 50-84 s beside the
// story tests), and the test tasks then pack better without it.
const built = turboStep('builds (turbo)', turbo(['build']))
const unitPassed = turboStep(
  'unit tests, story tests, consumer apps (turbo)',
  // Three at once: with two, the consumer apps ran alone at the end, on one core.
  // The sandbox's tests run beside the end-to-end tests (below).
  turbo(['test', 'test:consumers', '--filter=!@portal/sandbox'], 3),
)
if (!built || !unitPassed) {
  console.error(`\n✖ test stages failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}
// The sandbox's tests (no browser in them, and no timing their limits of 30 s and more cannot
// absorb), the typechecks and the Storybook builds run beside the e2e stage at the lowest CPU
// priority: the e2e waits on its browsers and servers for much of its time, and these fill that
// instead of lengthening the turbo stages on two cores. The sandbox's tests, the longest, start
// at once in a run of their own.
const sideRuns = [
  startInBackground('sandbox tests (turbo, lowest CPU priority)', [
    'npx',
    // `--only`: its dependencies' builds are in place, and this run must not restore them
    // while the other reads them
    ...turbo(['@portal/sandbox#test', '--only']),
  ]),
  startInBackground('typechecks, Storybook builds (turbo, lowest CPU priority)', [
    'npx',
    ...turbo(['typecheck', 'build-storybook']),
  ]),
]
const e2ePassed = stepPassed('end-to-end tests in Chromium', 'npm', [
  'run',
  'e2e',
  '-w',
  '@portal/e2e',
])
const sides = await Promise.all(sideRuns)
for (const side of sides) if (side.passed) printTurboTaskTimes(side.output)
if (!e2ePassed || sides.some((side) => !side.passed)) {
  console.error(`\n✖ test stages failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(1)
}

console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
