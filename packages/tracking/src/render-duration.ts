import type { SchemaTrackingEvent } from '@portal/domain/entities/tracking-event'
import { trackingPortal, trackingZone } from './constants'
import { toCustomerGroup } from './customer-group'

/** Service kinds of the product API (spec section 7); render durations are for `dbs` only. */
export const serviceKinds = ['dbs', 'obs', 'wjis', 'varify'] as const
export type ServiceKind = (typeof serviceKinds)[number]
export const depositServiceKind: ServiceKind = 'dbs'

export interface RenderTiming {
  service: string
  /** Epoch milliseconds. */
  start?: number | undefined
  end?: number | undefined
  durationMs?: number | undefined
  component?: string | undefined
  customerGroup?: unknown
}

const present = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * The render-duration event, or undefined when it must not be sent (spec section 5): only if
 * start, end and duration are all present, and only for the deposit service.
 */
export function renderDurationEvent(timing: RenderTiming): SchemaTrackingEvent | undefined {
  const { start, end, durationMs } = timing
  if (timing.service !== depositServiceKind) return undefined
  if (!present(start) || !present(end) || !present(durationMs)) return undefined
  return {
    event_name: 'render_duration',
    object: 'page',
    action: 'render',
    portal: trackingPortal,
    zone: trackingZone,
    bounded_context: depositServiceKind,
    component: timing.component,
    customer_group: toCustomerGroup(timing.customerGroup),
    custom_attribute_1: String(start),
    custom_attribute_2: String(end),
    custom_attribute_3: String(durationMs),
  }
}
