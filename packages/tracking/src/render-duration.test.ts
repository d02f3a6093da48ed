import { SchemaTrackingEvent } from '@portal/domain/entities/tracking-event'
import { describe, expect, it } from 'vitest'
import { renderDurationEvent } from './render-duration'

const complete = { service: 'dbs', start: 1_000, end: 1_250, durationMs: 250 }

describe('renderDurationEvent (spec section 5)', () => {
  it('"sent only if start time, end time and duration are all present"', () => {
    const event = renderDurationEvent({ ...complete, customerGroup: 'retail' })
    expect(SchemaTrackingEvent.parse(event)).toMatchObject({
      event_name: 'render_duration',
      portal: 'customer-portal',
      zone: 'Customer Portal',
      customer_group: 'retail',
      custom_attribute_1: '1000',
      custom_attribute_2: '1250',
      custom_attribute_3: '250',
    })
  })

  it.each([
    ['start missing', { ...complete, start: undefined }],
    ['end missing', { ...complete, end: undefined }],
    ['duration missing', { ...complete, durationMs: undefined }],
    ['duration not a number', { ...complete, durationMs: Number.NaN }],
  ])('nothing when %s', (_, timing) => {
    expect(renderDurationEvent(timing)).toBeUndefined()
  })

  it('keeps a zero duration: it is present', () => {
    expect(renderDurationEvent({ ...complete, end: 1_000, durationMs: 0 })).toBeDefined()
  })

  it.each(['obs', 'wjis', 'varify', ''])(
    '"only for the deposit service": nothing for %s',
    (service) => {
      expect(renderDurationEvent({ ...complete, service })).toBeUndefined()
    },
  )
})
