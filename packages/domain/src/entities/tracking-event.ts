import { z } from 'zod'

import { customerGroups } from '../enumeration-values'

export { customerGroups, providerCustomerGroup } from '../enumeration-values'
export const CustomerGroup = z.enum(customerGroups)
export type CustomerGroup = z.infer<typeof CustomerGroup>

const attribute = z.string().optional()

/** Shape A: the marketing analytics event (spec section 3). */
export const MarketingTrackingEvent = z.object({
  eventName: z.string().min(1),
  object: z.string(),
  action: z.string(),
  component: z.string().optional(),
  productId: z.string().optional(),
  customerGroup: CustomerGroup.optional(),
  customAttribute1: attribute,
  customAttribute2: attribute,
  customAttribute3: attribute,
  customAttribute4: attribute,
  customAttribute5: attribute,
  customAttribute6: attribute,
  customAttribute7: attribute,
})
export type MarketingTrackingEvent = z.infer<typeof MarketingTrackingEvent>

/** Shape B: the schema-based event (spec section 3). */
export const SchemaTrackingEvent = z.object({
  event_name: z.string().min(1),
  object: z.string(),
  action: z.string(),
  portal: z.string(),
  description: z.string().optional(),
  bounded_context: z.string().optional(),
  zone: z.string(),
  context: z.string().optional(),
  component: z.string().optional(),
  product_id: z.string().optional(),
  bips_domain: z.string().optional(),
  browsing_platform: z.string().optional(),
  country_platform: z.string().optional(),
  customer_group: CustomerGroup.optional(),
  custom_attribute_1: attribute,
  custom_attribute_2: attribute,
  custom_attribute_3: attribute,
  custom_attribute_4: attribute,
  custom_attribute_5: attribute,
  custom_attribute_6: attribute,
  custom_attribute_7: attribute,
  custom_attribute_8: attribute,
  custom_attribute_9: attribute,
  custom_attribute_10: attribute,
})
export type SchemaTrackingEvent = z.infer<typeof SchemaTrackingEvent>
