// Starts the built sandbox and portal as child processes and waits until both answer.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sandboxBundle } from '../../apps/sandbox/scripts/bundle.mjs'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      const output = child.recentOutput?.().trim().split('\n').slice(-20).join('\n')
      throw new Error(
        `${url}: the process exited with code ${child.exitCode} before answering${output ? `:\n${output}` : ''}`,
      )
    }
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Spawns a server in its own process group (see stop), its output kept or shown. */
export function run(name, command, args, { env, quiet, cwd = root }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: process.platform !== 'win32',
  })
  if (quiet) {
    const lines = []
    const keep = (chunk) => {
      lines.push(chunk.toString())
      if (lines.length > 200) lines.shift()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.recentOutput = () => lines.join('')
  }
  child.label = name
  return child
}

/** The portal's revalidation webhook (`revalidationPath` of @portal/api-clients). */
export const revalidationPath = '/api/revalidate.json'

export async function startSandbox({ port, dataDir, quiet = false, env = {}, portalPort }) {
  // Node itself, not `npm start`: npm and tsx's launcher exit on SIGTERM before the sandbox has
  // released its data directory, so a restart on the same directory found it still locked.
  const child = run('sandbox', process.execPath, [await sandboxBundle()], {
    cwd: join(root, 'apps/sandbox'),
    quiet,
    env: {
      SANDBOX_PORT: String(port),
      // The issuer the portal expects (see startPortal): both name the sandbox by the same host.
      SANDBOX_ISSUER: `http://127.0.0.1:${port}/idp`,
      // Changed offers are announced to the portal started beside it (signed with the shared
      // development secret both default to), so its cached pages show them at once.
      ...(portalPort
        ? { SANDBOX_PORTAL_WEBHOOK_URL: `http://127.0.0.1:${portalPort}${revalidationPath}` }
        : {}),
      ...(dataDir ? { SANDBOX_DATA_DIR: dataDir } : {}),
      ...env,
    },
  })
  await waitForUrl(`http://127.0.0.1:${port}/health`, { child, timeoutMs: 180_000 })
  return child
}

export async function startPortal({ port, sandboxPort, quiet = false, env = {}, onSpawn }) {
  const origin = `http://127.0.0.1:${port}`
  const child = run('portal', 'node', ['apps/portal/server.mjs', '--port', String(port)], {
    quiet,
    env: {
      NODE_ENV: 'production',
      PORTAL_API_BASE_URL: `http://127.0.0.1:${sandboxPort}`,
      IDENTITY_ISSUER: `http://127.0.0.1:${sandboxPort}/idp`,
      // The origin of canonical, hreflang and referral links: the one this portal answers on,
      // unless the caller names another. Without it, pages with such links are never cached.
      PORTAL_SITE_URL: process.env.PORTAL_SITE_URL || origin,
      ...env,
    },
  })
  onSpawn?.(child)
  await waitForUrl(`${origin}/de-de`, { child })
  return child
}

/** Stops a child started above together with everything it spawned. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      child.kill('SIGKILL')
    }
  }, 10_000)
  await exited
  clearTimeout(timer)
}
