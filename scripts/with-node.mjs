// Runs a command on the project's Node after installing what is missing, for the root scripts
// that are not `start` or `test`: `node scripts/with-node.mjs turbo run dev`.
import { spawn } from 'node:child_process'
import { ensureDeps } from './ensure-deps.mjs'
import { ensureRuntime } from './runtime.mjs'

await ensureRuntime()
ensureDeps()
const [command, ...args] = process.argv.slice(2)
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
process.on('SIGTERM', () => child.kill('SIGTERM'))
process.on('SIGINT', () => {})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
