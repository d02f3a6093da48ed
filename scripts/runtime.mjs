// The project's Node.js runtime: Node 24 LTS. On an older Node, the scripts fetch Node 24 from the
// npm registry's `node` package into `.runtime/` (ignored by git) and re-run themselves with it,
// its folder first on PATH so that every child process (npm, npx, turbo tasks, Next, Storybook,
// the sandbox, e2e servers) runs on it too.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const requiredMajor = 24
const root = fileURLToPath(new URL('..', import.meta.url))

/** Major version of a `node --version` answer such as `v24.21.0`; NaN for anything else. */
export function majorOf(version) {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(String(version).trim())
  return match ? Number(match[1]) : Number.NaN
}

export function runtimeDir(env = process.env) {
  return env.PORTAL_RUNTIME_DIR ?? join(root, '.runtime')
}

function nodeBinary(installDir) {
  const name = process.platform === 'win32' ? 'node.exe' : 'node'
  return join(installDir, 'node_modules', 'node', 'bin', name)
}

/** The version a binary reports, or undefined when it does not run (missing, corrupt, wrong CPU). */
export function versionOf(binary) {
  if (!existsSync(binary)) return undefined
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 15_000 })
  return result.status === 0 ? result.stdout.trim() : undefined
}

function howToGetIt(current) {
  return [
    `This project needs Node.js ${requiredMajor} (found ${current}).`,
    `Install Node.js ${requiredMajor} LTS (https://nodejs.org, or \`nvm install\` in this folder, which reads .nvmrc) and run the command again.`,
  ].join('\n')
}

/**
 * Installs node@24 into a temporary folder beside the final one and moves it into place only
 * after it answered with the right version, so a failed fetch leaves nothing half-installed.
 */
function fetchRuntime(installDir, env) {
  const staging = `${installDir}.fetch-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      staging,
      `node@${requiredMajor}`,
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
    ],
    { encoding: 'utf8', env, timeout: 300_000, shell: process.platform === 'win32' },
  )
  const fetched = result.status === 0 ? versionOf(nodeBinary(staging)) : undefined
  if (majorOf(fetched) !== requiredMajor) {
    rmSync(staging, { recursive: true, force: true })
    const reason = (result.stderr || result.error?.message || `it answered ${fetched}`)
      .trim()
      .split('\n')
      .slice(-3)
      .join('\n')
    return { ok: false, reason }
  }
  rmSync(installDir, { recursive: true, force: true })
  renameSync(staging, installDir)
  return { ok: true, version: fetched }
}

/**
 * Finds or fetches Node 24. Returns `{ binary, version, fetched }`, `{ own: true }` when the
 * running Node is new enough, or `{ error }` with the message to print.
 */
export function resolveRuntime({ env = process.env, current = process.version } = {}) {
  if (majorOf(current) >= requiredMajor) return { own: true }
  const installDir = join(runtimeDir(env), `node${requiredMajor}`)
  const binary = nodeBinary(installDir)
  const found = versionOf(binary)
  if (majorOf(found) === requiredMajor) return { binary, version: found, fetched: false }
  const notice = existsSync(installDir)
    ? `[runtime] the Node ${requiredMajor} in ${installDir} does not answer as Node ${requiredMajor} (${found ?? 'no answer'}): fetching it again`
    : `[runtime] fetching Node ${requiredMajor} from the npm registry into ${installDir}`
  const result = fetchRuntime(installDir, env)
  if (!result.ok) {
    return {
      error: `${howToGetIt(current)}\nFetching it from the npm registry failed:\n${result.reason}`,
      notice,
    }
  }
  return { binary, version: result.version, fetched: true, notice }
}

/**
 * Await first thing in a script: on Node 24 it returns; on an older Node it re-runs the script
 * with Node 24, passes Ctrl+C and SIGTERM on, and exits with that run's exit code (the promise
 * never resolves, so the rest of the script does not run on the old Node).
 */
export async function ensureRuntime() {
  const runtime = resolveRuntime()
  if (runtime.own) return
  if (runtime.notice) console.log(runtime.notice)
  if (runtime.error) {
    console.error(runtime.error)
    process.exit(1)
  }
  console.log(
    `[runtime] Node ${process.version} is older than ${requiredMajor}: running with Node ${runtime.version} from ${dirname(runtime.binary)}`,
  )
  const child = spawn(runtime.binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: runtimeEnv(runtime.binary),
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // Ctrl+C reaches the child from the terminal itself; a SIGTERM to this process does not.
      if (signal === 'SIGTERM') child.kill(signal)
    })
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return new Promise(() => {})
}

/** Environment whose PATH starts with the runtime's folder, so `node`, npm and npx use it. */
export function runtimeEnv(binary, env = process.env) {
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH'
  return {
    ...env,
    [pathKey]: `${dirname(binary)}${delimiter}${env[pathKey] ?? ''}`,
    PORTAL_RUNTIME_ACTIVE: '1',
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureRuntime()
  console.log(`[runtime] Node ${process.version}`)
}
