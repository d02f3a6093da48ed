// The portal's compression on a real HTTP server and client, written to as Next writes a
// streamed page: a chunk at a time, each followed by a flush.
import { createServer, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGunzip, gunzipSync } from 'node:zlib'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { compressResponse } from './streamed-compression.mjs'

type Flushing = ServerResponse & { flush: () => void }
type Writer = (response: Flushing) => Promise<void> | void
type Middleware = typeof compressResponse

const servers: ReturnType<typeof createServer>[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function serve(write: Writer, middleware: Middleware = compressResponse) {
  const server = createServer((incoming, response) => {
    middleware(incoming, response, () => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      void write(response as Flushing)
    })
  })
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

/** The raw answer: headers and the body's bytes as sent. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((answered, failed) => {
    request(url, { headers }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () => answered({ headers: response.headers, body: Buffer.concat(parts) }))
    })
      .on('error', failed)
      .end()
  })
}

const gzip = { 'accept-encoding': 'gzip' }
const rows = Array.from({ length: 12 }, (_, index) => `<tr><td>Festgeld ${index}</td></tr>`)
/** A page in a dozen chunks written in one go, each flushed, as Next writes a rendered shell. */
const shell: Writer = (response) => {
  for (const row of rows) {
    response.write(row)
    response.flush()
  }
  response.end()
}

describe('compressResponse', () => {
  it('sends a page written in flushed chunks gzip-encoded, byte for byte as written', async () => {
    const { headers, body } = await get(await serve(shell), gzip)
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(body).toString()).toBe(rows.join(''))
  })

  it('sends fewer bytes than flushing after every chunk, as Next does', async () => {
    const coalesced = await get(await serve(shell), gzip)
    // Next's own compression: the same middleware, its flush called after every chunk
    const nextsOwn = compression() as unknown as Middleware
    const everyChunk = await get(await serve(shell, nextsOwn), gzip)
    expect(gunzipSync(everyChunk.body).toString()).toBe(rows.join(''))
    expect(coalesced.body.length).toBeLessThan(everyChunk.body.length)
  })

  it('still streams: a part flushed before the page waits reaches the browser before the rest', async () => {
    let browserHasPart: () => void = () => undefined
    const partArrived = new Promise<void>((arrived) => {
      browserHasPart = arrived
    })
    const url = await serve(async (response) => {
      response.write('<main>Ihre Sparanlagen')
      response.flush()
      // a real page waits for its bank here; this one for the browser to have the first part
      await partArrived
      response.end('<p>Festgeld 3,10 %</p></main>')
    })
    const text = await new Promise<string>((answered, failed) => {
      request(url, { headers: gzip }, (response) => {
        let received = ''
        const gunzip = createGunzip()
        gunzip.on('data', (part: Buffer) => {
          received += part.toString()
          if (received.includes('Ihre Sparanlagen')) browserHasPart()
        })
        gunzip.on('end', () => answered(received))
        gunzip.on('error', failed)
        response.pipe(gunzip)
      })
        .on('error', failed)
        .end()
    })
    expect(text).toBe('<main>Ihre Sparanlagen<p>Festgeld 3,10 %</p></main>')
  })

  it('leaves the page uncompressed for a client that accepts no compression', async () => {
    const { headers, body } = await get(await serve(shell), { 'accept-encoding': 'identity' })
    expect(headers['content-encoding']).toBeUndefined()
    expect(body.toString()).toBe(rows.join(''))
  })
})
