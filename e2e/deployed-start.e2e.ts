import { describe, expect, it } from 'vitest'
import { run, stop, waitForUrl } from '../scripts/lib/servers.mjs'

const port = Number(process.env.E2E_DEPLOYED_START_PORTAL_PORT ?? 13109)

/** Starts the built portal with `env` and waits for it to exit (or gives up after the timeout). */
async function startExpectingExit(env: Record<string, string>) {
  const child = run('portal', 'node', ['apps/portal/server.mjs', '--port', String(port)], {
    quiet: true,
    env: { NODE_ENV: 'production', ...env },
  })
  const timer = setTimeout(() => void stop(child), 60_000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  return { code, output: child.recentOutput?.() ?? '' }
}

describe('a deployed start without its secrets', () => {
  it('refuses to start, naming what is missing', async () => {
    const { code, output } = await startExpectingExit({
      PORTAL_ENV: 'production',
      SESSION_SECRET: '',
      PORTAL_SITE_URL: '',
    })
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    expect(output).toContain('SESSION_SECRET: required when PORTAL_ENV=production')
    expect(output).toContain('PORTAL_SITE_URL: required when PORTAL_ENV=production')
  }, 90_000)

  it('refuses a session secret shorter than 32 characters', async () => {
    const { code, output } = await startExpectingExit({
      PORTAL_ENV: 'staging',
      SESSION_SECRET: 'too-short',
      PORTAL_SITE_URL: 'https://www.savings-portal.example',
    })
    expect(code).not.toBe(0)
    expect(output).toContain('SESSION_SECRET: must have at least 32 characters')
  }, 90_000)

  it('starts with them (control)', async () => {
    const child = run('portal', 'node', ['apps/portal/server.mjs', '--port', String(port)], {
      quiet: true,
      env: {
        NODE_ENV: 'production',
        PORTAL_ENV: 'production',
        SESSION_SECRET: 'e2e-only-session-secret-of-32-characters-or-more',
        PORTAL_SITE_URL: `http://127.0.0.1:${port}`,
      },
    })
    try {
      // The webhook route needs no backend: a GET answers 405 once the server runs.
      await waitForUrl(`http://127.0.0.1:${port}/api/revalidate.json`, { child, timeoutMs: 60_000 })
      expect(child.exitCode).toBeNull()
    } finally {
      await stop(child)
    }
  }, 90_000)
})
