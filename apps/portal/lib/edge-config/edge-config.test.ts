import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultEdgeConfig, getEdgeConfig } from './index'

// A local server speaking the Edge Config item API, so the real client is exercised.
let server: Server
let connectionString: string
const stored: Record<string, unknown> = {
  activatedTabs: { default: ['term_deposit'] },
  cockpitHosts: 'not an object',
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? ''
    const headers = { 'x-edge-config-digest': 'test-digest', 'content-type': 'application/json' }
    if (path === '/ecfg_local/items') {
      response.writeHead(200, headers).end(JSON.stringify(stored))
      return
    }
    const key = decodeURIComponent(path.replace('/ecfg_local/item/', ''))
    if (!(key in stored)) {
      response.writeHead(404, headers).end()
      return
    }
    response
      .writeHead(200, headers)
      .end(request.method === 'HEAD' ? undefined : JSON.stringify(stored[key]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  connectionString = `http://127.0.0.1:${port}/ecfg_local?token=development-only`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('getEdgeConfig', () => {
  it('uses the committed default without a connection string', async () => {
    expect(await getEdgeConfig('comHosts', '')).toEqual(defaultEdgeConfig.comHosts)
  })

  it('reads a value through the Edge Config client', async () => {
    expect(await getEdgeConfig('activatedTabs', connectionString)).toEqual({
      default: ['term_deposit'],
    })
  })

  it('falls back to the default for a malformed value', async () => {
    expect(await getEdgeConfig('cockpitHosts', connectionString)).toEqual(
      defaultEdgeConfig.cockpitHosts,
    )
  })

  it('falls back to the default for a missing key or an unreachable store', async () => {
    expect(await getEdgeConfig('comHosts', connectionString)).toEqual(defaultEdgeConfig.comHosts)
    expect(await getEdgeConfig('comHosts', 'http://127.0.0.1:1/ecfg_x?token=y')).toEqual(
      defaultEdgeConfig.comHosts,
    )
  })
})
