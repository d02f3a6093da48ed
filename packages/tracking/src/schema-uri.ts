import { eventSchemaVersion } from './constants'

/** Vendor of the portal's self-describing event schemas (`schemas/<vendor>/<name>/jsonschema`). */
export const schemaVendor = 'com.savings-portal'

export const selfDescribingSchemas = {
  /** Shape B: what the schema sink sends to the collector. */
  portalEvent: `iglu:${schemaVendor}/portal_event/jsonschema/${eventSchemaVersion}`,
  /** Shape A: what the marketing sink sends; kept as a schema for the sandbox and tests. */
  marketingEvent: `iglu:${schemaVendor}/marketing_event/jsonschema/${eventSchemaVersion}`,
} as const

export type SelfDescribingSchemaUri =
  (typeof selfDescribingSchemas)[keyof typeof selfDescribingSchemas]
