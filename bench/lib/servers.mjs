// Builds the portal if needed and starts the sandbox and portal on loopback ports for measuring.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { quietEnv, step } from '../../scripts/lib/run.mjs'
import { startPortal, startSandbox, stop } from '../../scripts/lib/servers.mjs'
import { startFloorApp } from './floor-app.mjs'

export async function withServers(run, { env = {} } = {}) {
  Object.assign(process.env, quietEnv)
  step('build the portal (turbo, cached)', 'npx', [
    'turbo',
    'run',
    'build',
    '--filter=@portal/portal',
  ])
  const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 18480)
  const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 13480)
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  const sandbox = await startSandbox({ port: sandboxPort, dataDir, quiet: true, env, portalPort })
  let portal
  let floor
  try {
    portal = await startPortal({ port: portalPort, sandboxPort, quiet: true, env })
    const portalUrl = `http://127.0.0.1:${portalPort}`
    const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 13495)
    floor = await startFloorApp(await (await fetch(`${portalUrl}/de-de`)).text(), floorPort)
    return await run({
      portalUrl,
      sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
      floorUrl: floor.url,
      portal,
      sandbox,
    })
  } finally {
    await floor?.stop()
    await stop(portal)
    await stop(sandbox)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
