import type { SqlClient } from '../../db/database'

/**
 * The collector's own table. It lives next to the collector (created on first use) rather than
 * in the drizzle schema: received events are development data, never migrated or seeded.
 */
const createTable = `
  CREATE TABLE IF NOT EXISTS collector_events (
    id serial PRIMARY KEY,
    received_at timestamptz NOT NULL DEFAULT now(),
    event_id text,
    event_name text,
    schema text,
    valid boolean NOT NULL,
    errors jsonb NOT NULL,
    payload jsonb
  )`

export interface NewCollectedEvent {
  eventId: string | undefined
  eventName: string | undefined
  schema: string | undefined
  valid: boolean
  errors: string[]
  /** The event data when it could be decoded, else the raw tracker event. */
  payload: unknown
}

export interface CollectedEvent {
  id: number
  receivedAt: string
  eventId: string | null
  eventName: string | null
  schema: string | null
  valid: boolean
  errors: string[]
  payload: unknown
}

interface Row {
  id: number
  received_at: Date
  event_id: string | null
  event_name: string | null
  schema: string | null
  valid: boolean
  errors: string[]
  payload: unknown
}

export interface CollectorStore {
  add(events: readonly NewCollectedEvent[]): Promise<void>
  /** Newest first; `eventName` filters on the event's `event_name`. */
  list(filter: { eventName?: string | undefined; limit: number }): Promise<CollectedEvent[]>
  clear(): Promise<void>
}

export function createCollectorStore(client: SqlClient): CollectorStore {
  let ready: Promise<unknown> | undefined
  const ensureTable = () => {
    ready ??= client.exec(createTable).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }

  return {
    async add(events) {
      await ensureTable()
      for (const event of events) {
        await client.query(
          `INSERT INTO collector_events (event_id, event_name, schema, valid, errors, payload)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            event.eventId ?? null,
            event.eventName ?? null,
            event.schema ?? null,
            event.valid,
            JSON.stringify(event.errors),
            JSON.stringify(event.payload ?? null),
          ],
        )
      }
    },
    async list({ eventName, limit }) {
      await ensureTable()
      const result = await client.query<Row>(
        `SELECT id, received_at, event_id, event_name, schema, valid, errors, payload
           FROM collector_events
          WHERE ($1::text IS NULL OR event_name = $1)
          ORDER BY id DESC
          LIMIT $2`,
        [eventName ?? null, limit],
      )
      return result.rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at.toISOString(),
        eventId: row.event_id,
        eventName: row.event_name,
        schema: row.schema,
        valid: row.valid,
        errors: row.errors,
        payload: row.payload,
      }))
    },
    async clear() {
      await ensureTable()
      await client.exec('DELETE FROM collector_events')
    },
  }
}
