// `npm run start:cluster`: the portal as it runs in production, on one machine. Two portal
// instances behind nginx (round robin, no stickiness), their page cache and tag revalidation
// shared through Redis, the sandbox on PostgreSQL. Servers come from Debian's packages (installed
// when missing and allowed, otherwise a message says how); Ctrl+C stops them all.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDeps } from './ensure-deps.mjs'
import { startNginx } from './lib/cluster/nginx.mjs'
import { startPostgres } from './lib/cluster/postgres.mjs'
import { startRedis } from './lib/cluster/redis.mjs'
import { freePort } from './lib/free-port.mjs'
import { quietEnv, step } from './lib/run.mjs'
import { revalidationPath, root, startPortal, startSandbox, stop } from './lib/servers.mjs'
import { ensureRuntime } from './runtime.mjs'

const instances = Number(process.env.PORTAL_INSTANCES ?? 2)
const balancerPort = Number(process.env.PORT ?? 3000)
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080)
const workDir = join(root, '.cluster')

await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)
step('build the portal', 'npx', ['turbo', 'run', 'build', '--filter=@portal/portal'])

const running = []
async function shutdown(code = 0) {
  for (const part of running.reverse()) await part.stop().catch(() => undefined)
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  rmSync(workDir, { recursive: true, force: true })
  console.log('\n▶ starting PostgreSQL, Redis, the sandbox, the portal instances and nginx')
  const postgres = await startPostgres(join(workDir, 'postgres'))
  running.push(postgres)
  const redis = await startRedis(join(workDir, 'redis'))
  running.push(redis)
  const origin = `http://127.0.0.1:${balancerPort}`
  const sandbox = await startSandbox({
    port: sandboxPort,
    quiet: true,
    env: {
      DATABASE_URL: postgres.url,
      // a changed offer is announced through the balancer: whichever instance hears it, the
      // shared cache makes every instance serve the new page
      SANDBOX_PORTAL_WEBHOOK_URL: `${origin}${revalidationPath}`,
    },
  })
  running.push({ stop: () => stop(sandbox) })
  const ports = []
  for (let index = 0; index < instances; index++) ports.push(await freePort())
  // each instance is stopped on the way out even when another one failed to start
  await Promise.all(
    ports.map((port) =>
      startPortal({
        port,
        sandboxPort,
        quiet: true,
        env: { REDIS_URL: redis.url, PORTAL_SITE_URL: process.env.PORTAL_SITE_URL || origin },
        onSpawn: (portal) => running.push({ stop: () => stop(portal) }),
      }),
    ),
  )
  const nginx = await startNginx(join(workDir, 'nginx'), { port: balancerPort, upstreams: ports })
  running.push(nginx)
  console.log(`
  Portal (nginx, round robin):  ${origin}/de-de
  Portal instances:             ${ports.map((port) => `http://127.0.0.1:${port}`).join(', ')}
  Sandbox (on PostgreSQL):      http://127.0.0.1:${sandboxPort}/health
  Redis (shared page cache):    ${redis.url}
  PostgreSQL:                   ${postgres.url}

  Demo logins as for npm start (password Demo-Password-1). Press Ctrl+C to stop everything.
`)
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
}
