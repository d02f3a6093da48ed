// A Redis server of Debian's packages on a free port, without persistence (a cache only).
import { mkdirSync } from 'node:fs'
import { freePort } from '../free-port.mjs'
import { run, stop } from '../servers.mjs'
import { findOrInstall } from './debian-package.mjs'

export function redisBinary() {
  return findOrInstall({
    what: 'Redis (redis-server)',
    candidates: () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    debianPackage: 'redis-server',
  })
}

export async function startRedis(dir, { port } = {}) {
  const binary = redisBinary()
  mkdirSync(dir, { recursive: true })
  const listen = port ?? (await freePort())
  const child = run(
    'redis',
    binary,
    [
      '--port',
      String(listen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { quiet: true },
  )
  await waitForTcp(listen, child)
  return {
    label: 'redis',
    child,
    port: listen,
    url: `redis://127.0.0.1:${listen}`,
    stop: () => stop(child),
  }
}

async function waitForTcp(port, child) {
  const { connect } = await import('node:net')
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${child.recentOutput?.()}`)
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => socket.end(() => resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not listen on ${port}`)
}
