import Ajv, { type ValidateFunction } from 'ajv'
import marketingEventSchema from '../schemas/com.savings-portal/marketing_event/jsonschema/1-0-3.json'
import portalEventSchema from '../schemas/com.savings-portal/portal_event/jsonschema/1-0-3.json'
import { type SelfDescribingSchemaUri, selfDescribingSchemas } from './schema-uri'

/**
 * Validates event data against the repository's self-describing JSON Schemas. Node-side only
 * (the sandbox collector and tests): import it by subpath so ajv stays out of the browser bundle.
 */
export type ValidationResult = { valid: true } | { valid: false; errors: string[] }

const schemaFiles = {
  [selfDescribingSchemas.portalEvent]: portalEventSchema,
  [selfDescribingSchemas.marketingEvent]: marketingEventSchema,
} satisfies Record<SelfDescribingSchemaUri, object>

/** The Iglu envelope (`$schema`, `self`) describes the schema; the rest is plain JSON Schema. */
function bareSchema(file: object): object {
  const { $schema: _meta, self: _self, ...schema } = file as Record<string, unknown>
  return schema
}

const ajv = new Ajv({ allErrors: true })
const validators = new Map<string, ValidateFunction>()

function validatorFor(uri: SelfDescribingSchemaUri): ValidateFunction {
  const known = validators.get(uri)
  if (known) return known
  const compiled = ajv.compile(bareSchema(schemaFiles[uri]))
  validators.set(uri, compiled)
  return compiled
}

export const isKnownSchema = (uri: string): uri is SelfDescribingSchemaUri => uri in schemaFiles

/** Validates `data` against the schema named by its Iglu URI; unknown URIs are invalid. */
export function validateEventData(schema: string, data: unknown): ValidationResult {
  if (!isKnownSchema(schema)) return { valid: false, errors: [`unknown schema ${schema}`] }
  const validate = validatorFor(schema)
  if (validate(data)) return { valid: true }
  const errors = (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
  )
  return { valid: false, errors }
}

/** Validates a self-describing JSON `{ schema, data }` as the collector receives it. */
export function validateSelfDescribing(event: unknown): ValidationResult {
  if (typeof event !== 'object' || event === null) {
    return { valid: false, errors: ['not a self-describing JSON'] }
  }
  const { schema, data } = event as { schema?: unknown; data?: unknown }
  if (typeof schema !== 'string') return { valid: false, errors: ['missing schema'] }
  return validateEventData(schema, data)
}
