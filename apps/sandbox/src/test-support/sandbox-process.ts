import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sandboxBundle } from '../../scripts/bundle.mjs'

const appDir = fileURLToPath(new URL('../..', import.meta.url))

export interface SandboxProcess {
  baseUrl: string
  process: ChildProcess
}

/** Starts the sandbox as `npm start` does (its bundle), with `env`, and waits for /health. */
export async function startSandboxProcess(
  port: number,
  env: Record<string, string>,
): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [await sandboxBundle()], {
    cwd: appDir,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_ISSUER: `http://127.0.0.1:${port}/idp`,
      ...env,
    },
    stdio: 'ignore',
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`)
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { baseUrl, process: child }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('sandbox did not answer /health within 60 s')
}

/** `kill -9`: no shutdown hook runs, open transactions are cut off. */
export async function killHard(sandbox: SandboxProcess): Promise<void> {
  const exited = new Promise((resolve) => sandbox.process.once('exit', resolve))
  sandbox.process.kill('SIGKILL')
  await exited
}

/**
 * Starts the sandbox again on a PGlite data directory whose owner was killed: its lock turns
 * stale 10 s after the owner's last refresh (db/data-directory-lock.ts), until then the new
 * process exits refusing the directory. Retries until `timeoutMs`.
 */
export async function restartSandboxProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 40_000,
): Promise<SandboxProcess> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await startSandboxProcess(port, env)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}
