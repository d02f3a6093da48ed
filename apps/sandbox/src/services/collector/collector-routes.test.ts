import { PGlite } from '@electric-sql/pglite'
import { selfDescribingSchemas, toSchemaEvent } from '@portal/tracking'
import { publicContext, sampleEvents } from '@portal/tracking/events/fixtures'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decodeBase64Url, decodeEvent } from './collector-payload'
import { collectorPaths, createCollectorRoutes } from './collector-routes'
import type { CollectedEvent } from './collector-store'

let client: PGlite
let app: ReturnType<typeof createCollectorRoutes>

beforeAll(async () => {
  client = await PGlite.create()
  app = createCollectorRoutes(client)
})
afterAll(async () => client.close())
beforeEach(async () => {
  await app.request(collectorPaths.events, { method: 'DELETE' })
})

const unstruct = (data: unknown, schema: string = selfDescribingSchemas.portalEvent) => ({
  schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
  data: { schema, data },
})
const base64Url = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')

function post(events: unknown[]) {
  return app.request(collectorPaths.post, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify({
      schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4',
      data: events,
    }),
  })
}

async function stored(query = ''): Promise<CollectedEvent[]> {
  const response = await app.request(`${collectorPaths.events}${query}`)
  return ((await response.json()) as { events: CollectedEvent[] }).events
}

const orderCta = toSchemaEvent(sampleEvents.order_cta_click, publicContext)
const loadMore = toSchemaEvent(sampleEvents.load_more_click, publicContext)

describe('decoding', () => {
  it('reads ue_pr as JSON and ue_px as base64url', () => {
    const envelope = unstruct({ event_name: 'é?>' })
    expect(decodeEvent({ e: 'ue', ue_pr: JSON.stringify(envelope) })).toMatchObject({
      ok: true,
      data: { event_name: 'é?>' },
    })
    expect(decodeEvent({ e: 'ue', ue_px: base64Url(envelope) })).toMatchObject({
      ok: true,
      schema: selfDescribingSchemas.portalEvent,
      data: { event_name: 'é?>' },
    })
    expect(decodeBase64Url(base64Url({ a: '>>>???' }))).toBe('{"a":">>>???"}')
  })

  it.each([
    [{ e: 'pv' }, 'not a self-describing event'],
    [{ e: 'ue' }, 'without ue_pr or ue_px'],
    [{ e: 'ue', ue_pr: '{not json' }, 'unreadable event'],
    [
      { e: 'ue', ue_pr: JSON.stringify({ schema: 'iglu:x/y/jsonschema/1-0-0', data: {} }) },
      'unexpected envelope',
    ],
    [{ e: 'ue', ue_pr: JSON.stringify(unstruct({}).data) }, 'unexpected envelope'],
  ])('reports %j as undecodable', (raw, error) => {
    const decoded = decodeEvent(raw)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.error).toContain(error)
  })
})

describe('collector', () => {
  it('stores a valid tp2 batch, newest first, with the event name', async () => {
    const response = await post([
      { e: 'ue', eid: 'e-1', ue_pr: JSON.stringify(unstruct(orderCta)) },
      { e: 'ue', eid: 'e-2', ue_px: base64Url(unstruct(loadMore)) },
    ])
    expect(response.status).toBe(200)
    const events = await stored()
    expect(events.map((event) => [event.eventId, event.eventName, event.valid])).toEqual([
      ['e-2', 'load_more_click', true],
      ['e-1', 'order_cta_click', true],
    ])
    expect(events[1]).toMatchObject({
      schema: selfDescribingSchemas.portalEvent,
      errors: [],
      payload: orderCta,
    })
    expect(Date.parse(events[0]?.receivedAt ?? '')).not.toBeNaN()
  })

  it('answers 200 to invalid events and keeps their errors', async () => {
    const response = await post([
      { e: 'ue', ue_pr: JSON.stringify(unstruct({ ...orderCta, portal: 'elsewhere' })) },
      { e: 'ue', ue_pr: JSON.stringify(unstruct(orderCta, 'iglu:com.acme/x/jsonschema/1-0-0')) },
      { e: 'ue', ue_pr: '{' },
    ])
    expect(response.status).toBe(200)
    const events = await stored()
    expect(events.every((event) => !event.valid)).toBe(true)
    expect(events.map((event) => event.errors[0])).toEqual([
      expect.stringContaining('unreadable event'),
      'unknown schema iglu:com.acme/x/jsonschema/1-0-0',
      expect.stringContaining('/portal'),
    ])
  })

  it('records a body that is no payload_data list as one invalid entry', async () => {
    const response = await app.request(collectorPaths.post, { method: 'POST', body: 'nope' })
    expect(response.status).toBe(200)
    expect(await stored()).toMatchObject([{ valid: false, errors: [expect.any(String)] }])
  })

  it('accepts a GET pixel event', async () => {
    const query = new URLSearchParams({ e: 'ue', eid: 'g-1', ue_px: base64Url(unstruct(loadMore)) })
    const response = await app.request(`${collectorPaths.get}?${query}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(await stored()).toMatchObject([
      { eventId: 'g-1', eventName: 'load_more_click', valid: true },
    ])
  })

  it('filters by event_name, limits, resets and lists them as a page', async () => {
    await post([
      { e: 'ue', ue_pr: JSON.stringify(unstruct(orderCta)) },
      { e: 'ue', ue_pr: JSON.stringify(unstruct(loadMore)) },
      { e: 'ue', ue_pr: JSON.stringify(unstruct({ ...loadMore, event_name: '<b>x</b>' })) },
    ])
    expect((await stored('?event_name=order_cta_click')).map((e) => e.eventName)).toEqual([
      'order_cta_click',
    ])
    expect(await stored('?limit=1')).toHaveLength(1)
    const page = await (await app.request(collectorPaths.page)).text()
    expect(page).toContain('3 events')
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;')
    expect(page).not.toContain('<b>x</b>')
    const reset = await app.request(collectorPaths.events, { method: 'DELETE' })
    expect(reset.status).toBe(204)
    expect(await stored()).toEqual([])
  })
})
