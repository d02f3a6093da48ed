// `vitest run` of a workspace (its `npm test`): story files whose browser tester never connected
// run once more, alone (scripts/lib/unconnected-testers.mjs says why and when); any other failure
// fails at once. Arguments go to vitest.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { unconnectedTestFiles } from './lib/unconnected-testers.mjs'

// the package exports no bin path: its folder and the `bin` of its package.json
const packageJson = createRequire(join(process.cwd(), 'package.json')).resolve(
  'vitest/package.json',
)
const vitest = join(dirname(packageJson), createRequire(import.meta.url)(packageJson).bin.vitest)

function vitestRun(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      process.stderr.write(chunk)
    })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const first = await vitestRun(process.argv.slice(2))
const unconnected = first.code === 0 ? [] : unconnectedTestFiles(first.output)
if (unconnected.length > 0) {
  console.log(
    `\n[run-vitest] ${unconnected.length} test file(s) whose browser tester never connected (vitest-dev/vitest#10166), once more:\n  ${unconnected.join('\n  ')}`,
  )
  process.exit((await vitestRun(unconnected)).code)
}
process.exit(first.code)
