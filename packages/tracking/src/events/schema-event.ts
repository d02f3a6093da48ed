import type { SchemaTrackingEvent } from '@portal/domain/entities/tracking-event'
import { trackingPortal, trackingZone } from '../constants'
import { toCustomerGroup } from '../customer-group'
import type { PortalEvent } from './catalogue'
import { loginState, type TrackingContext } from './context'
import { describeEvent } from './descriptors'

type Attributes = Pick<
  SchemaTrackingEvent,
  `custom_attribute_${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`
>

function attributes(values: readonly (string | undefined)[], context: TrackingContext) {
  const [a1, a2, a3, a4, a5, a6] = values
  const all: Attributes = {
    custom_attribute_1: a1,
    custom_attribute_2: a2,
    custom_attribute_3: a3,
    custom_attribute_4: a4,
    custom_attribute_5: a5,
    custom_attribute_6: a6,
    custom_attribute_7: loginState(context),
  }
  return all
}

/** Drops undefined fields: the collector's JSON Schema has no nulls and a smaller body is sent. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

/** Shape B, for the schema-based sink (spec sections 3 and 9). */
export function toSchemaEvent(event: PortalEvent, context: TrackingContext): SchemaTrackingEvent {
  const described = describeEvent(event)
  return compact({
    event_name: event.name,
    object: described.object,
    action: described.action,
    portal: trackingPortal,
    description: described.description,
    bounded_context: described.boundedContext,
    zone: trackingZone,
    context: context.page,
    component: event.component,
    product_id: described.productId,
    bips_domain: context.bipsDomain,
    browsing_platform: context.browsingPlatform,
    country_platform: context.countryPlatform,
    customer_group: toCustomerGroup(context.customerGroup),
    ...attributes(described.attributes, context),
  })
}
