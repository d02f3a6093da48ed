import type { MarketingTrackingEvent } from '@portal/domain/entities/tracking-event'
import { toCustomerGroup } from '../customer-group'
import type { PortalEvent } from './catalogue'
import { loginState, type TrackingContext } from './context'
import { describeEvent } from './descriptors'
import { compact } from './schema-event'

/** Shape A, for the marketing analytics tracker (spec section 3). */
export function toMarketingEvent(
  event: PortalEvent,
  context: TrackingContext,
): MarketingTrackingEvent {
  const described = describeEvent(event)
  const [a1, a2, a3, a4, a5, a6] = described.attributes
  return compact({
    eventName: event.name,
    object: described.object,
    action: described.action,
    component: event.component,
    productId: described.productId,
    customerGroup: toCustomerGroup(context.customerGroup),
    customAttribute1: a1,
    customAttribute2: a2,
    customAttribute3: a3,
    customAttribute4: a4,
    customAttribute5: a5,
    customAttribute6: a6,
    customAttribute7: loginState(context),
  })
}
