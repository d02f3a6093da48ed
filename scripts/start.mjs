// `npm start`: install if needed, build, start the sandbox (8080) and the portal (3000), print URLs.
import { ensureDeps } from './ensure-deps.mjs'
import { quietEnv, step } from './lib/run.mjs'
import { startPortal, startSandbox, stop } from './lib/servers.mjs'
import { ensureRuntime } from './runtime.mjs'

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080)
const portalPort = Number(process.env.PORT ?? 3000)

await ensureRuntime()
ensureDeps()
Object.assign(process.env, quietEnv)
step('build the portal', 'npx', ['turbo', 'run', 'build', '--filter=@portal/portal'])

console.log('\n▶ starting the sandbox and the portal')
const sandbox = await startSandbox({ port: sandboxPort, portalPort })
const portal = await startPortal({ port: portalPort, sandboxPort })

console.log(`
  Portal:   http://localhost:${portalPort}/de-de   (other locales: /en-gb, /en-us, /fr-fr, ...)
  Sandbox:  http://localhost:${sandboxPort}/health  (the local bank's services)

  Demo logins (development only, password Demo-Password-1):
    demo.personal@example.com   personal account
    demo.joint@example.com      joint account
    demo.business@example.com   business account
    demo.multi@example.com      several accounts (switch account)

  Press Ctrl+C to stop.
`)

async function shutdown() {
  await Promise.all([stop(portal), stop(sandbox)])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
for (const child of [sandbox, portal]) {
  child.on('exit', (code) => {
    console.error(`${child.label} stopped (exit code ${code}); stopping the other`)
    shutdown()
  })
}
