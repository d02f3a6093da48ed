import { describe, expect, it, vi } from 'vitest'
import { sampleEvents } from './events/fixtures'
import { createSchemaSink } from './sinks/schema-sink'
import { createTracker } from './tracker'

vi.mock('./sinks/schema-sink', () => ({ defaultCollectorUrl: '', createSchemaSink: vi.fn() }))

describe('createTracker on the server (no window)', () => {
  it('is a no-op: no sink is created, nothing is read', () => {
    const context = vi.fn()
    expect(typeof window).toBe('undefined')
    createTracker({ sinks: ['schema', 'marketing'], context }).track(sampleEvents.bank_card_click)
    expect(context).not.toHaveBeenCalled()
    expect(createSchemaSink).not.toHaveBeenCalled()
  })
})
