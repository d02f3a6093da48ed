// `typecheck` of every workspace: the native TypeScript 7 compiler (`typescript-7`, an alias of
// typescript@7) checks the code. TypeScript 5.9 stays the `typescript` package because Next.js,
// Storybook's docgen and tsdown call its JavaScript API, which TypeScript 7 does not have. The
// portal's check took 37 s of CPU with 5.9 and 14 s with 7 (same machine, same code).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
// the package exports no bin path: its folder, from its package.json
const compiler = join(dirname(require.resolve('typescript-7/package.json')), 'bin/tsc')
const { status, signal } = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(status ?? (signal ? 1 : 0))
