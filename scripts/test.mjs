// `npm test`: install if needed, then lint, typecheck, unit and story tests, build, end-to-end.
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, step } from './lib/run.mjs'

const started = Date.now()
ensureDeps()
Object.assign(process.env, quietEnv)

step('lint and format check (biome)', 'npx', ['biome', 'ci', '.'])
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
