import { providerCustomerGroup } from '@portal/domain/enumeration-values'
import { newTracker, trackSelfDescribingEvent } from '@snowplow/browser-tracker'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { customerContext, publicContext, sampleEvents } from '../events/fixtures'
import { toSchemaEvent } from '../events/schema-event'
import { createSchemaSink, snowplowConfiguration } from './schema-sink'

vi.mock('@snowplow/browser-tracker', () => ({
  newTracker: vi.fn(),
  trackSelfDescribingEvent: vi.fn(),
}))

const collectorUrl = 'http://localhost:8080'
const schema = 'iglu:com.savings-portal/portal_event/jsonschema/1-0-3'
const event = toSchemaEvent(sampleEvents.bank_card_click, customerContext)
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(newTracker).mockReset()
  vi.mocked(trackSelfDescribingEvent).mockReset()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  warn.mockRestore()
})

describe('snowplowConfiguration (spec section 9)', () => {
  it('posts with the limits, timeouts, cookie lifetimes and no-retry codes of the spec', () => {
    expect(snowplowConfiguration({ collectorUrl })).toMatchObject({
      eventMethod: 'post',
      maxPostBytes: 40_000,
      connectionTimeout: 5_000,
      sessionCookieTimeout: 1_800,
      cookieLifetime: 63_072_000,
      dontRetryStatusCodes: [400, 401, 403, 410, 422],
    })
  })

  it('warns "One or more tracking events failed" when the collector rejects a request', () => {
    snowplowConfiguration({ collectorUrl }).onRequestFailure?.({ events: [], willRetry: false })
    expect(warn).toHaveBeenCalledWith('One or more tracking events failed')
  })
})

describe('createSchemaSink', () => {
  it('creates one tracker for the configured collector', () => {
    createSchemaSink({ collectorUrl, namespace: 'cp' })
    expect(newTracker).toHaveBeenCalledWith(
      'cp',
      collectorUrl,
      expect.objectContaining({ eventMethod: 'post' }),
    )
  })

  it("sends a public visitor's event at once as a 1-0-3 self-describing event", () => {
    const sink = createSchemaSink({ collectorUrl, namespace: 'cp', hasSessionMarker: () => false })
    sink.send(event, publicContext)
    expect(trackSelfDescribingEvent).toHaveBeenCalledWith({ event: { schema, data: event } }, [
      'cp',
    ])
  })

  it('waits for the session marker of a logged-in user', async () => {
    let marker = false
    const sink = createSchemaSink({ collectorUrl, hasSessionMarker: () => marker })
    sink.send(event, customerContext)
    await vi.advanceTimersByTimeAsync(900)
    expect(trackSelfDescribingEvent).not.toHaveBeenCalled()
    marker = true
    await vi.advanceTimersByTimeAsync(300)
    expect(trackSelfDescribingEvent).toHaveBeenCalledTimes(1)
  })

  it('sends anyway once the 10 attempts ran out (decision: an event without marker beats none)', async () => {
    const sink = createSchemaSink({ collectorUrl, hasSessionMarker: () => false })
    sink.send(event, customerContext)
    await vi.advanceTimersByTimeAsync(2_699)
    expect(trackSelfDescribingEvent).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(trackSelfDescribingEvent).toHaveBeenCalledTimes(1)
  })

  it('never throws when the SDK throws, and warns', () => {
    vi.mocked(trackSelfDescribingEvent).mockImplementation(() => {
      throw new Error('storage full')
    })
    const sink = createSchemaSink({ collectorUrl })
    expect(() => sink.send(event, publicContext)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('One or more tracking events failed', expect.any(Error))
  })

  it('never throws when the tracker cannot start, and warns on every event', () => {
    vi.mocked(newTracker).mockImplementation(() => {
      throw new Error('no localStorage')
    })
    const sink = createSchemaSink({ collectorUrl })
    expect(() => sink.send(event, publicContext)).not.toThrow()
    expect(trackSelfDescribingEvent).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('sends the render duration only through the renderDurationEvent rule, with login state', () => {
    const sink = createSchemaSink({ collectorUrl, namespace: 'cp' })
    sink.sendRenderDuration({ service: 'obs', start: 1, end: 2, durationMs: 1 }, publicContext)
    sink.sendRenderDuration(
      { service: 'dbs', start: 1, end: undefined, durationMs: 1 },
      publicContext,
    )
    expect(trackSelfDescribingEvent).not.toHaveBeenCalled()
    sink.sendRenderDuration({ service: 'dbs', start: 1, end: 3, durationMs: 2 }, publicContext)
    expect(trackSelfDescribingEvent).toHaveBeenCalledWith(
      {
        event: {
          schema,
          data: expect.objectContaining({
            event_name: 'render_duration',
            custom_attribute_3: '2',
            custom_attribute_7: 'public',
          }),
        },
      },
      ['cp'],
    )
  })

  it.each([
    [customerContext, 'business'],
    [{ ...customerContext, customerGroup: 'retail' }, 'retail'],
    [{ ...customerContext, customerGroup: 'staff' }, providerCustomerGroup],
    [publicContext, providerCustomerGroup],
  ])('reports the session’s customer group in the render duration (%o → %s)', (context, group) => {
    const sink = createSchemaSink({ collectorUrl, namespace: 'cp' })
    sink.sendRenderDuration({ service: 'dbs', start: 1, end: 3, durationMs: 2 }, context)
    vi.runAllTimers()
    expect(trackSelfDescribingEvent).toHaveBeenLastCalledWith(
      { event: { schema, data: expect.objectContaining({ customer_group: group }) } },
      ['cp'],
    )
  })
})
