import { MarketingTrackingEvent, SchemaTrackingEvent } from '@portal/domain/entities/tracking-event'
import { describe, expect, it } from 'vitest'
import { selfDescribingSchemas } from '../schema-uri'
import { validateEventData } from '../schema-validator'
import { type PortalEvent, portalEventNames } from './catalogue'
import { loginStateAttribute } from './context'
import { customerContext, publicContext, sampleEvents } from './fixtures'
import { toMarketingEvent } from './marketing-event'
import { toSchemaEvent } from './schema-event'

const events: PortalEvent[] = Object.values(sampleEvents)
const contexts = [
  ['public', publicContext],
  ['logged in', customerContext],
] as const

describe('event catalogue (spec section 7)', () => {
  it('has one sample per event name, 18 in all', () => {
    expect(events.map((event) => event.name)).toEqual([...portalEventNames])
    expect(portalEventNames).toHaveLength(18)
  })
})

describe.each(contexts)('builders for a %s visitor', (_, context) => {
  it.each(events.map((event) => [event.name, event] as const))(
    'shape B of %s validates against portal_event 1-0-3 and the domain schema',
    (_, event) => {
      const built = toSchemaEvent(event, context)
      expect(validateEventData(selfDescribingSchemas.portalEvent, built)).toEqual({ valid: true })
      expect(SchemaTrackingEvent.parse(built)).toEqual(built)
      expect(built).toMatchObject({
        event_name: event.name,
        portal: 'customer-portal',
        zone: 'Customer Portal',
      })
    },
  )

  it.each(events.map((event) => [event.name, event] as const))(
    'shape A of %s validates against marketing_event 1-0-3 and the domain schema',
    (_, event) => {
      const built = toMarketingEvent(event, context)
      expect(validateEventData(selfDescribingSchemas.marketingEvent, built)).toEqual({
        valid: true,
      })
      expect(MarketingTrackingEvent.parse(built)).toEqual(built)
      expect(built.eventName).toBe(event.name)
    },
  )

  it('puts the login state in custom attribute 7 of every event, both shapes', () => {
    const state = context.loggedIn ? 'logged_in' : 'public'
    expect(loginStateAttribute).toBe(7)
    for (const event of events) {
      expect(toSchemaEvent(event, context).custom_attribute_7).toBe(state)
      expect(toMarketingEvent(event, context).customAttribute7).toBe(state)
    }
  })
})

describe('customer group in events (spec section 5)', () => {
  it.each([
    ['retail', 'retail'],
    ['business', 'business'],
    ['RETAIL', 'savings_portal'],
    [undefined, 'savings_portal'],
  ])('%s → %s in both shapes', (group, expected) => {
    const context = { ...customerContext, customerGroup: group }
    expect(toSchemaEvent(sampleEvents.bank_card_click, context).customer_group).toBe(expected)
    expect(toMarketingEvent(sampleEvents.bank_card_click, context).customerGroup).toBe(expected)
  })
})

describe('payload mapping', () => {
  it('maps a filter change to object, action, context and attributes', () => {
    const event = { ...sampleEvents.filter_change, tab: 'TERM' as const, component: 'Filters' }
    expect(toSchemaEvent(event, customerContext)).toEqual({
      event_name: 'filter_change',
      object: 'filter',
      action: 'change',
      portal: 'customer-portal',
      description: 'Offer filter changed',
      bounded_context: 'marketplace',
      zone: 'Customer Portal',
      context: 'dashboard',
      component: 'Filters',
      bips_domain: 'savings',
      browsing_platform: 'desktop',
      country_platform: 'DE',
      customer_group: 'business',
      custom_attribute_1: 'investment_amount',
      custom_attribute_2: '10000',
      custom_attribute_3: 'TERM',
      custom_attribute_7: 'logged_in',
    })
  })

  it('carries the product id of an order CTA in both shapes', () => {
    expect(toSchemaEvent(sampleEvents.order_cta_click, publicContext).product_id).toBe('p-1')
    expect(toMarketingEvent(sampleEvents.order_cta_click, publicContext)).toEqual({
      eventName: 'order_cta_click',
      object: 'order_cta',
      action: 'click',
      productId: 'p-1',
      customerGroup: 'savings_portal',
      customAttribute1: 'TERM',
      customAttribute2: 'b-1',
      customAttribute7: 'public',
    })
  })

  it('reports collapse as its own action', () => {
    const collapsed = { ...sampleEvents.product_expand, expanded: false }
    expect(toSchemaEvent(collapsed, publicContext).action).toBe('collapse')
  })
})
