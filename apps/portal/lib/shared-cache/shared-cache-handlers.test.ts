// The shared cache on a real Redis server (Debian's redis-server, as in cluster mode): two
// handler sets stand for two portal instances.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../../../../scripts/lib/cluster/redis.mjs'
import { sharedCacheHandlers } from './shared-cache-handlers.mjs'

const keyPrefix = 'test:'
const meta = { implicitTags: [] }
const entry = (html: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['offers'],
  value: { kind: 'APP_PAGE', html, rscData: 'cnNj', status: 200, headers: {} },
})
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; !(await check()); tries += 1) {
    if (tries > 100) throw new Error('condition not met within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let dir: string
let redis: RunningRedis
const instances: ReturnType<typeof sharedCacheHandlers>[] = []
const instance = async () => {
  const made = sharedCacheHandlers({ url: redis.url, keyPrefix })
  await made.connection.connected
  instances.push(made)
  return made
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shared-cache-'))
  redis = await startRedis(dir)
})
afterAll(async () => {
  for (const { connection } of instances) connection.client.destroy()
  await redis.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the shared page cache', () => {
  it('serves one instance what another cached, and forgets it on a revalidation anywhere', async () => {
    const [a, b] = [await instance(), await instance()]
    await a.handlers[0].set('/de-de', entry('<p>3.10 %</p>'))
    expect(await b.handlers[0].get('/de-de', meta)).toMatchObject({
      value: { html: '<p>3.10 %</p>' },
    })
    await b.handlers[0].revalidateTag('offers')
    expect(await a.handlers[0].get('/de-de', meta)).toBeNull()
  })

  it('treats an unreadable entry as a miss', async () => {
    const a = await instance()
    await a.handlers[0].set('/en-gb', entry('<p>old</p>'))
    await a.connection.client.set(
      `${keyPrefix}/en-gb`,
      '{"lastModified":1,"tags":[],"value":{"kind":"PAGE"',
    )
    expect(await a.handlers[0].get('/en-gb', meta)).toBeNull()
  })

  it('caches in memory while Redis is down and replays missed revalidations when it is back', async () => {
    const a = await instance()
    await a.handlers[0].set('/fr-fr', entry('<p>2.50 %</p>'))
    const admin = createClient({ url: redis.url }).on('error', () => undefined)
    await admin.connect()
    await admin.sendCommand(['SHUTDOWN', 'SAVE']).catch(() => undefined)
    await until(() => !a.connection.isShared())

    await expect(a.handlers[0].get('/fr-fr', meta)).rejects.toThrow()
    await a.handlers[1].set('/fr-fr', entry('<p>rendered without Redis</p>'))
    expect(await a.handlers[1].get('/fr-fr', meta)).toMatchObject({
      value: { html: '<p>rendered without Redis</p>' },
    })
    await expect(a.handlers[0].revalidateTag('offers')).rejects.toThrow()

    redis = await startRedis(dir, { port: redis.port })
    await until(() => a.connection.isShared())
    // the entry saved before the outage was revalidated during it: it must not come back
    await until(async () => (await a.handlers[0].get('/fr-fr', meta)) === null)
    await a.handlers[1].set('/fr-fr', entry('<p>not kept while shared</p>'))
    expect(await a.handlers[1].get('/fr-fr', meta)).toMatchObject({
      value: { html: '<p>rendered without Redis</p>' },
    })
  })
})
