// `npm test`: install if needed, then lint, typecheck, unit and story tests, build, end-to-end.
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, step } from './lib/run.mjs'
import { ensureRuntime } from './runtime.mjs'

const started = Date.now()
await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)

step('lint and format check (biome)', 'npx', ['biome', 'ci', '.'])
step('lock file and runtime checks', 'node', ['scripts/check-lock.mjs'])
step('install scripts (node:test)', 'node', ['--test', 'scripts/test/*.test.mjs'])
step('typecheck, unit tests, story tests, builds (turbo)', 'npx', [
  'turbo',
  'run',
  'typecheck',
  'test',
  'build',
  'build-storybook',
  '--concurrency=2',
  '--output-logs=errors-only',
])
step('end-to-end tests in Chromium', 'npm', ['run', 'e2e', '-w', '@portal/e2e'])

console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
