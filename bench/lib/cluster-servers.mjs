// The load bench's servers, as in production: PostgreSQL and the sandbox on it, then either one
// portal (in-memory page cache, as `npm start`) or N portals sharing Redis behind nginx (as
// `npm run start:cluster`). All on free loopback ports, in a throwaway folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startNginx } from '../../scripts/lib/cluster/nginx.mjs'
import { startPostgres } from '../../scripts/lib/cluster/postgres.mjs'
import { startRedis } from '../../scripts/lib/cluster/redis.mjs'
import { freePort } from '../../scripts/lib/free-port.mjs'
import { quietEnv, step } from '../../scripts/lib/run.mjs'
import { startPortal, startSandbox, stop } from '../../scripts/lib/servers.mjs'
import { nodeOptionsWithInspector } from './held-memory.mjs'

/** Starts PostgreSQL and the sandbox; `portals(n)` starts n portal instances in front of it. */
export async function withBank(run) {
  Object.assign(process.env, quietEnv)
  step('build the portal (turbo, cached)', 'npx', [
    'turbo',
    'run',
    'build',
    '--filter=@portal/portal',
  ])
  const dir = mkdtempSync(join(tmpdir(), 'portal-load-'))
  const running = []
  try {
    const postgres = await startPostgres(join(dir, 'postgres'))
    running.push(postgres)
    const sandboxPort = await freePort()
    const sandboxInspector = await freePort()
    const sandbox = await startSandbox({
      port: sandboxPort,
      quiet: true,
      env: { DATABASE_URL: postgres.url, NODE_OPTIONS: nodeOptionsWithInspector(sandboxInspector) },
    })
    running.push({ stop: () => stop(sandbox) })
    const processes = { sandbox: sandbox.pid, postgresql: postgres.pid }
    const inspectors = { sandbox: sandboxInspector }
    const bank = { sandboxUrl: `http://127.0.0.1:${sandboxPort}`, processes, inspectors }
    return await run({ ...bank, portals: (count) => startPortals(dir, sandboxPort, count) })
  } finally {
    for (const part of running.reverse()) await part.stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
}

async function startPortals(dir, sandboxPort, count) {
  const parts = []
  const stopAll = async () => {
    for (const part of parts.reverse()) await part.stop().catch(() => undefined)
  }
  try {
    const redis = count > 1 ? await startRedis(join(dir, `redis-${Date.now()}`)) : undefined
    if (redis) parts.push(redis)
    const balancerPort = await freePort()
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
    const inspectorPorts = await Promise.all(ports.map(() => freePort()))
    const origin = `http://127.0.0.1:${count > 1 ? balancerPort : ports[0]}`
    const children = await Promise.all(
      ports.map((port, index) =>
        startPortal({
          port,
          sandboxPort,
          quiet: true,
          env: {
            PORTAL_SITE_URL: origin,
            NODE_OPTIONS: nodeOptionsWithInspector(inspectorPorts[index]),
            ...(redis ? { REDIS_URL: redis.url } : {}),
          },
        }),
      ),
    )
    for (const child of children) parts.push({ stop: () => stop(child) })
    const processes = Object.fromEntries(
      children.map((child, index) => [`portal ${index + 1}`, child.pid]),
    )
    const inspectors = Object.fromEntries(
      inspectorPorts.map((inspector, index) => [`portal ${index + 1}`, inspector]),
    )
    if (redis) {
      const nginx = await startNginx(join(dir, `nginx-${balancerPort}`), {
        port: balancerPort,
        upstreams: ports,
      })
      parts.push(nginx)
      Object.assign(processes, { redis: redis.child.pid, nginx: nginx.child.pid })
    }
    return { url: origin, processes, inspectors, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
