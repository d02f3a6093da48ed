// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultConsent, withConsent } from './consent'
import { publicContext, sampleEvents } from './events/fixtures'
import { createMarketingSink } from './sinks/marketing-sink'
import { createSchemaSink } from './sinks/schema-sink'
import { createNoopTracker, createTracker, type TrackerConfig } from './tracker'

vi.mock('./sinks/schema-sink', () => ({
  defaultCollectorUrl: 'http://localhost:8080',
  createSchemaSink: vi.fn(),
}))
vi.mock('./sinks/marketing-sink', () => ({ createMarketingSink: vi.fn() }))

const schemaSink = { send: vi.fn(), sendRenderDuration: vi.fn() }
const marketingSink = { send: vi.fn() }
const event = sampleEvents.order_cta_click
let warn: ReturnType<typeof vi.spyOn>

const tracker = (config: Partial<TrackerConfig>) =>
  createTracker({ sinks: ['schema', 'marketing'], context: () => publicContext, ...config })

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(createSchemaSink).mockReturnValue(schemaSink)
  vi.mocked(createMarketingSink).mockReturnValue(marketingSink)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('createTracker: sinks from configuration', () => {
  it.each([
    [['schema'], 1, 0],
    [['marketing'], 0, 1],
    [['schema', 'marketing'], 1, 1],
    [[], 0, 0],
  ] as const)('sinks %j → schema %i, marketing %i', (sinks, schema, marketing) => {
    tracker({ sinks, consent: () => withConsent({ marketing: true }) }).track(event)
    expect(schemaSink.send).toHaveBeenCalledTimes(schema)
    expect(marketingSink.send).toHaveBeenCalledTimes(marketing)
  })

  it('hands shape B to the schema sink and shape A to the marketing sink', () => {
    tracker({ consent: () => withConsent({ marketing: true }) }).track(event)
    expect(schemaSink.send).toHaveBeenCalledWith(
      expect.objectContaining({ event_name: 'order_cta_click', portal: 'customer-portal' }),
      publicContext,
    )
    expect(marketingSink.send).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'order_cta_click', customAttribute7: 'public' }),
    )
  })

  it('defaults the schema sink to the sandbox collector', () => {
    tracker({ sinks: ['schema'] }).track(event)
    expect(createSchemaSink).toHaveBeenCalledWith({ collectorUrl: 'http://localhost:8080' })
  })
})

describe('createTracker: consent', () => {
  it('sends marketing events only with the marketing consent, and loads Exponea only then', () => {
    let consent = defaultConsent()
    const t = tracker({ consent: () => consent })
    t.track(event)
    expect(createMarketingSink).not.toHaveBeenCalled()
    expect(marketingSink.send).not.toHaveBeenCalled()
    expect(schemaSink.send).toHaveBeenCalledTimes(1)
    consent = withConsent({ marketing: true })
    t.track(event)
    expect(marketingSink.send).toHaveBeenCalledTimes(1)
  })

  it('treats a missing consent reader as no opt-in', () => {
    tracker({}).track(event)
    expect(marketingSink.send).not.toHaveBeenCalled()
  })
})

describe('createTracker: never throws', () => {
  it.each([
    [
      'the schema sink throws',
      () =>
        schemaSink.send.mockImplementation(() => {
          throw new Error('x')
        }),
    ],
    [
      'the marketing sink throws',
      () =>
        marketingSink.send.mockImplementation(() => {
          throw new Error('x')
        }),
    ],
    ['the context reader throws', () => undefined],
  ])('when %s it logs "One or more tracking events failed"', (name, arrange) => {
    arrange()
    const context = name.includes('context')
      ? () => {
          throw new Error('no session')
        }
      : () => publicContext
    const t = tracker({ context, consent: () => withConsent({ marketing: true }) })
    expect(() => t.track(event)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('One or more tracking events failed', expect.any(Error))
    schemaSink.send.mockReset()
    marketingSink.send.mockReset()
  })

  it('a failing schema sink does not stop the marketing sink', () => {
    schemaSink.send.mockImplementationOnce(() => {
      throw new Error('x')
    })
    tracker({ consent: () => withConsent({ marketing: true }) }).track(event)
    expect(marketingSink.send).toHaveBeenCalledTimes(1)
  })
})

describe('render duration', () => {
  it('goes to the schema sink only', () => {
    const timing = { service: 'dbs', start: 1, end: 2, durationMs: 1 }
    tracker({ sinks: ['schema', 'marketing'] }).trackRenderDuration(timing)
    expect(schemaSink.sendRenderDuration).toHaveBeenCalledWith(timing, publicContext)
    tracker({ sinks: ['marketing'] }).trackRenderDuration(timing)
    expect(schemaSink.sendRenderDuration).toHaveBeenCalledTimes(1)
  })
})

describe('startSchemaSink', () => {
  it('makes the schema sink once, sends nothing, and the next event uses that sink', () => {
    const started = tracker({ sinks: ['schema'] })
    started.startSchemaSink()
    expect(createSchemaSink).toHaveBeenCalledTimes(1)
    expect(schemaSink.send).not.toHaveBeenCalled()
    started.track(event)
    started.startSchemaSink()
    expect(createSchemaSink).toHaveBeenCalledTimes(1)
    expect(schemaSink.send).toHaveBeenCalledTimes(1)
  })

  it('makes nothing without the schema sink, and a failing sink only warns', () => {
    tracker({ sinks: ['marketing'] }).startSchemaSink()
    expect(createSchemaSink).not.toHaveBeenCalled()
    vi.mocked(createSchemaSink).mockImplementation(() => {
      throw new Error('storage blocked')
    })
    expect(() => tracker({ sinks: ['schema'] }).startSchemaSink()).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })
})

describe('createNoopTracker', () => {
  it('accepts every call and does nothing', () => {
    const t = createNoopTracker()
    t.track(event)
    t.trackRenderDuration({ service: 'dbs' })
    expect(createSchemaSink).not.toHaveBeenCalled()
  })
})
