/**
 * Decoding of what a Snowplow tracker sends (tracker protocol 2): a POST body
 * `{ schema: payload_data, data: [event, ...] }` or one event as GET query parameters. A
 * self-describing event (`e: 'ue'`) carries its unstruct envelope as JSON in `ue_pr`, or
 * base64url-encoded in `ue_px`.
 */

/** One tracker event as received: the protocol fields are strings. */
export type RawTrackerEvent = Record<string, unknown>

/** A self-describing event, unwrapped from its envelope, or why it could not be. */
export type DecodedEvent =
  | { ok: true; eventId: string | undefined; schema: string; data: unknown; raw: RawTrackerEvent }
  | { ok: false; eventId: string | undefined; error: string; raw: RawTrackerEvent }

const unstructEventSchema = 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0'

/** The events of a tp2 POST body; anything that is not a payload_data list is no event. */
export function eventsOfPostBody(body: unknown): RawTrackerEvent[] {
  if (typeof body !== 'object' || body === null) return []
  const data = (body as { data?: unknown }).data
  if (!Array.isArray(data)) return []
  return data.filter(
    (event): event is RawTrackerEvent => typeof event === 'object' && event !== null,
  )
}

/** Decodes base64url (or plain base64) text as UTF-8. */
export function decodeBase64Url(value: string): string {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function readEnvelope(raw: RawTrackerEvent): unknown {
  const plain = text(raw.ue_pr)
  if (plain !== undefined) return JSON.parse(plain)
  const encoded = text(raw.ue_px)
  if (encoded !== undefined) return JSON.parse(decodeBase64Url(encoded))
  throw new Error('self-describing event without ue_pr or ue_px')
}

/** Unwraps one self-describing event; other event types (`pv`, `pp`, ...) are reported as such. */
export function decodeEvent(raw: RawTrackerEvent): DecodedEvent {
  const eventId = text(raw.eid)
  if (raw.e !== 'ue') {
    return { ok: false, eventId, error: `not a self-describing event (e=${String(raw.e)})`, raw }
  }
  let envelope: unknown
  try {
    envelope = readEnvelope(raw)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, eventId, error: `unreadable event: ${message}`, raw }
  }
  if (typeof envelope !== 'object' || envelope === null) {
    return { ok: false, eventId, error: 'envelope is not an object', raw }
  }
  const { schema: envelopeSchema, data: inner } = envelope as { schema?: unknown; data?: unknown }
  if (envelopeSchema !== unstructEventSchema) {
    return { ok: false, eventId, error: `unexpected envelope ${String(envelopeSchema)}`, raw }
  }
  if (typeof inner !== 'object' || inner === null) {
    return { ok: false, eventId, error: 'envelope without a self-describing event', raw }
  }
  const { schema, data } = inner as { schema?: unknown; data?: unknown }
  if (typeof schema !== 'string') {
    return { ok: false, eventId, error: 'self-describing event without schema', raw }
  }
  return { ok: true, eventId, schema, data, raw }
}
