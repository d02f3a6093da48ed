import { validateSelfDescribing } from '@portal/tracking/schema-validator'
import { Hono } from 'hono'
import type { SqlClient } from '../../db/database'
import { eventsPage } from './collector-page'
import {
  type DecodedEvent,
  decodeEvent,
  eventsOfPostBody,
  type RawTrackerEvent,
} from './collector-payload'
import { createCollectorStore, type NewCollectedEvent } from './collector-store'

/** Where the Snowplow tracker posts (tracker protocol 2) and where it sends GET events. */
export const collectorPaths = {
  post: '/com.snowplowanalytics.snowplow/tp2',
  get: '/i',
  events: '/collector/events',
  page: '/collector',
} as const

const defaultListLimit = 200
const maxListLimit = 1000
/** A transparent 1×1 GIF: what a pixel GET is answered with. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

function eventNameOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const name = (data as { event_name?: unknown }).event_name
  return typeof name === 'string' ? name : undefined
}

/** What is stored for one decoded event: validated against its schema, errors kept. */
export function toCollected(decoded: DecodedEvent): NewCollectedEvent {
  if (!decoded.ok) {
    return {
      eventId: decoded.eventId,
      eventName: undefined,
      schema: undefined,
      valid: false,
      errors: [decoded.error],
      payload: decoded.raw,
    }
  }
  const result = validateSelfDescribing({ schema: decoded.schema, data: decoded.data })
  return {
    eventId: decoded.eventId,
    eventName: eventNameOf(decoded.data),
    schema: decoded.schema,
    valid: result.valid,
    errors: result.valid ? [] : result.errors,
    payload: decoded.data,
  }
}

function listLimit(value: string | undefined): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, maxListLimit) : defaultListLimit
}

/**
 * A development collector: accepts the Snowplow tracker's requests, validates each
 * self-describing event against its JSON Schema (`@portal/tracking/schema-validator`) and stores
 * it with its errors. Like a real collector it answers 200 to invalid events too; tests and
 * developers read them back from `/collector/events`, or as a page at `/collector`.
 */
export function createCollectorRoutes(client: SqlClient): Hono {
  const store = createCollectorStore(client)
  const router = new Hono()
  const collect = (raw: readonly RawTrackerEvent[]) =>
    store.add(raw.map(decodeEvent).map(toCollected))

  router.post(collectorPaths.post, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined)
    const events = eventsOfPostBody(body)
    if (body === undefined || events.length === 0) {
      await store.add([
        {
          eventId: undefined,
          eventName: undefined,
          schema: undefined,
          valid: false,
          errors: ['body is not a payload_data list of events'],
          payload: body ?? null,
        },
      ])
    } else {
      await collect(events)
    }
    return c.text('ok')
  })

  router.get(collectorPaths.get, async (c) => {
    await collect([c.req.query()])
    return c.body(pixel, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' })
  })

  router.get(collectorPaths.events, async (c) => {
    const events = await store.list({
      eventName: c.req.query('event_name') || undefined,
      limit: listLimit(c.req.query('limit')),
    })
    return c.json({ events })
  })

  router.delete(collectorPaths.events, async (c) => {
    await store.clear()
    return c.body(null, 204)
  })

  router.get(collectorPaths.page, async (c) =>
    c.html(eventsPage(await store.list({ limit: defaultListLimit }), collectorPaths.events)),
  )

  return router
}
