import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { sandboxStore, tempDataDir } from './support/servers'

// Ports away from the defaults so a running `npm start` does not collide with a test run.
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 18080)
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 13000)
/** Short-lived access tokens so the auth tests see a silent refresh within seconds. */
const e2eAccessTokenTtlSeconds = 6

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    sandboxUrl: string
    accessTokenTtlSeconds: number
  }
}

export default async function setup(project: TestProject) {
  const workDir = tempDataDir('portal-e2e-')
  const store = sandboxStore(workDir)
  const sandbox = await startSandbox({
    port: sandboxPort,
    dataDir: store.dataDir,
    quiet: true,
    portalPort,
    // The issuer pairing of sandbox and portal comes from the shared launcher, as in `npm start`.
    env: {
      SANDBOX_ACCESS_TOKEN_TTL_SECONDS: String(e2eAccessTokenTtlSeconds),
      ...store.env,
    },
  })
  const portal = await startPortal({ port: portalPort, sandboxPort, quiet: true })
  project.provide('portalUrl', `http://127.0.0.1:${portalPort}`)
  project.provide('sandboxUrl', `http://127.0.0.1:${sandboxPort}`)
  project.provide('accessTokenTtlSeconds', e2eAccessTokenTtlSeconds)

  return async () => {
    await stop(portal)
    await stop(sandbox)
    rmSync(workDir, { recursive: true, force: true })
  }
}
