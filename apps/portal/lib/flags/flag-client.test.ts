import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { evaluateFlag } from './evaluate-flag'
import { closeFlagClient, getFlagClient } from './flag-client'
import { LDUserBuilder } from './profile-builder'

// The real server SDK on a flags file; a local HTTP server stands in for the events endpoint so
// the test sees exactly what would leave the process.
const directory = mkdtempSync(join(tmpdir(), 'flags-'))
const flagsFile = join(directory, 'flags.json')
writeFileSync(flagsFile, JSON.stringify({ flagValues: { baseCallingPostboxV2EndpointOnCP: true } }))

let events: Server
let eventsUri: string
const received: string[] = []

async function body(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

beforeAll(async () => {
  events = createServer(async (request, response) => {
    received.push(await body(request))
    response.writeHead(202).end()
  })
  await new Promise<void>((resolve) => events.listen(0, '127.0.0.1', resolve))
  eventsUri = `http://127.0.0.1:${(events.address() as AddressInfo).port}`
})

afterEach(() => closeFlagClient())
afterAll(() => new Promise<void>((resolve) => events.close(() => resolve())))

const profile = () =>
  new LDUserBuilder()
    .key('BAC_1000001')
    .attributes({ country: 'DE', investorType: 'retail', alphaInvestor: true })
    .personalData({
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Muster',
      ip: '203.0.113.9',
      name: 'Anna Muster',
    })

describe('flag client on the file data source', () => {
  it('evaluates a flag from the committed file format without any flag service', async () => {
    const client = await getFlagClient({ sdkKey: undefined, flagsFile })
    expect(await evaluateFlag(client, 'baseCallingPostboxV2EndpointOnCP', profile(), false)).toBe(
      true,
    )
    expect(await evaluateFlag(client, 'unknownFlag', profile(), 'fallback')).toBe('fallback')
  })

  it('reuses the cached client within 300000 ms and creates a new one after', async () => {
    const source = { sdkKey: undefined, flagsFile }
    const first = await getFlagClient(source, 1_000)
    expect(await getFlagClient(source, 1_000 + 299_999)).toBe(first)
    expect(await getFlagClient(source, 1_000 + 300_000)).not.toBe(first)
  })

  it('logs the initialisation failure and returns nothing when the flags file is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = await getFlagClient({
      sdkKey: undefined,
      flagsFile: join(directory, 'missing.json'),
    })
    expect(client).toBeUndefined()
    expect(error).toHaveBeenCalledWith('Failed to initialize LaunchDarkly client.')
    expect(await evaluateFlag(client, 'baseCallingPostboxV2EndpointOnCP', profile(), false)).toBe(
      false,
    )
    error.mockRestore()
  })

  it('never sends the private attributes ip, email, name, firstName and lastName', async () => {
    const client = await getFlagClient({ sdkKey: undefined, flagsFile, eventsUri })
    await evaluateFlag(client, 'baseCallingPostboxV2EndpointOnCP', profile(), false)
    client?.identify(profile().build())
    await client?.flush()
    const sent = received.join('\n')
    expect(sent).toContain('BAC_1000001')
    for (const value of ['anna@example.com', 'Anna', 'Muster', '203.0.113.9']) {
      expect(sent).not.toContain(value)
    }
  })
})
