// Portal and sandbox for the offers benches: PORTAL_URL / SANDBOX_URL if given, else started here
// from the existing build (run under `flock /tmp/heavy.lock`: the build directory is shared).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'

export async function offersServers() {
  if (process.env.PORTAL_URL) return { portalUrl: process.env.PORTAL_URL, close: async () => {} }
  const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 18113)
  const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 13113)
  const dataDir = mkdtempSync(join(tmpdir(), 'offers-bench-'))
  const sandbox = await startSandbox({ port: sandboxPort, dataDir, quiet: true })
  const portal = await startPortal({ port: portalPort, sandboxPort, quiet: true })
  return {
    portalUrl: `http://127.0.0.1:${portalPort}`,
    close: async () => {
      await stop(portal)
      await stop(sandbox)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
