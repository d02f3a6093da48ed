import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { selfDescribingSchemas } from './schema-uri'
import { validateEventData, validateSelfDescribing } from './schema-validator'

const file = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../schemas/com.savings-portal/${name}/jsonschema/1-0-3.json`, import.meta.url),
      'utf8',
    ),
  )

describe('self-describing schema files', () => {
  it.each(['portal_event', 'marketing_event'])('%s is in self-describing form, 1-0-3', (name) => {
    expect(file(name)).toMatchObject({
      $schema:
        'http://iglucentral.com/schemas/com.snowplowanalytics.self-desc/schema/jsonschema/1-0-0#',
      self: { vendor: 'com.savings-portal', name, format: 'jsonschema', version: '1-0-3' },
      type: 'object',
    })
  })

  it('names them by Iglu URI', () => {
    expect(selfDescribingSchemas.portalEvent).toBe(
      'iglu:com.savings-portal/portal_event/jsonschema/1-0-3',
    )
  })
})

describe('validateSelfDescribing', () => {
  const minimal = {
    event_name: 'x',
    object: 'o',
    action: 'a',
    portal: 'customer-portal',
    zone: 'Customer Portal',
  }

  it('accepts a minimal shape B event', () => {
    expect(
      validateSelfDescribing({ schema: selfDescribingSchemas.portalEvent, data: minimal }),
    ).toEqual({ valid: true })
  })

  it.each([
    ['another portal', { ...minimal, portal: 'other' }],
    ['an unknown field', { ...minimal, extra: 'x' }],
    ['no event name', { ...minimal, event_name: '' }],
    ['a number attribute', { ...minimal, custom_attribute_1: 1 }],
    ['an unknown customer group', { ...minimal, customer_group: 'vip' }],
  ])('rejects %s', (_, data) => {
    const result = validateEventData(selfDescribingSchemas.portalEvent, data)
    expect(result.valid).toBe(false)
  })

  it.each([
    ['null', null],
    ['no schema', { data: minimal }],
    ['an unknown schema', { schema: 'iglu:com.acme/x/jsonschema/1-0-0', data: minimal }],
    [
      'an older version',
      { schema: 'iglu:com.savings-portal/portal_event/jsonschema/1-0-2', data: minimal },
    ],
  ])('rejects %s', (_, event) => {
    expect(validateSelfDescribing(event).valid).toBe(false)
  })
})
