// Middleware decision time vs next-intl's createMiddleware (bench/middleware.bench.ts, run with
// tsx from apps/portal so the portal's `@/` imports resolve). Figures only, no assertions.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const portalDirectory = fileURLToPath(new URL('../apps/portal', import.meta.url))

export async function measure() {
  const { stdout } = await promisify(execFile)('npx', ['tsx', '../../bench/middleware.bench.ts'], {
    cwd: portalDirectory,
    env: { ...process.env, BENCH_ROUNDS: '2000' },
  })
  process.stdout.write(stdout)
  const ratio = (label) => Number(new RegExp(`${label}:\\s+([\\d.]+)x`).exec(stdout)?.[1])
  const decision = ratio('ratio decision / next-intl')
  const whole = ratio('ratio middleware / next-intl')
  return [
    {
      measure: 'middleware decision / next-intl',
      value: `${decision}x`,
      target: '<= 0.5x',
      met: decision <= 0.5,
    },
    { measure: 'whole middleware / next-intl', value: `${whole}x` },
  ]
}
