import { transactionServiceTimeoutMs } from '@portal/api-clients/services'
import * as z from 'zod/mini'
import {
  type EdgeEnv,
  edgeEnv,
  InvalidEnvironmentError,
  positiveNumber,
  problemsOf,
  type RawEnv,
  rememberedParse,
} from './edge-env'

/**
 * The portal's configuration (README "Configuration"), parsed with zod once per process: the
 * middleware's variables (`lib/edge-env.ts`) plus the server's own. Only these two modules read
 * `process.env`. Deployed environments refuse to start without their secrets
 * (`instrumentation.ts`).
 */

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() || undefined),
)

export const serverEnvSchema = z.object({
  LAUNCHDARKLY_SDK_KEY: text,
  FLAGS_FILE: text,
  /** Kept as written: unset means the schema sink, empty means none (`parseSinks`). */
  TRACKING_SINKS: z.optional(z.string()),
  TRACKING_COLLECTOR_URL: text,
  TRACKING_COLLECTOR_UPSTREAM: text,
  EXPONEA_SDK_URL: text,
  EXPONEA_PROJECT_TOKEN: text,
  EXPONEA_TARGET: text,
  STAFF_HOSTS: text,
  DATADOG_FULL_SAMPLE_ZONES: text,
  PORTAL_ZONE: text,
  HEATMAP_SCRIPT_URL: text,
  HEATMAP_LOCALES: text,
  SESSION_RECORDING_TAG_URL: text,
  /** Shared with the backend that signs the cache revalidation webhook (`/api/revalidate.json`). */
  REVALIDATION_SECRET: text,
  /**
   * How long a call to a transaction service (`/das`) may take: the spec's 20000 ms unless set.
   * The fault tests set a shorter one, so that their timeout case does not wait 20 s.
   */
  TRANSACTION_SERVICE_TIMEOUT_MS: positiveNumber(transactionServiceTimeoutMs),
})

export type ServerEnv = EdgeEnv & z.output<typeof serverEnvSchema>

function readServerVariables(): RawEnv {
  return {
    LAUNCHDARKLY_SDK_KEY: process.env.LAUNCHDARKLY_SDK_KEY,
    FLAGS_FILE: process.env.FLAGS_FILE,
    TRACKING_SINKS: process.env.TRACKING_SINKS,
    TRACKING_COLLECTOR_URL: process.env.TRACKING_COLLECTOR_URL,
    TRACKING_COLLECTOR_UPSTREAM: process.env.TRACKING_COLLECTOR_UPSTREAM,
    EXPONEA_SDK_URL: process.env.EXPONEA_SDK_URL,
    EXPONEA_PROJECT_TOKEN: process.env.EXPONEA_PROJECT_TOKEN,
    EXPONEA_TARGET: process.env.EXPONEA_TARGET,
    STAFF_HOSTS: process.env.STAFF_HOSTS,
    DATADOG_FULL_SAMPLE_ZONES: process.env.DATADOG_FULL_SAMPLE_ZONES,
    PORTAL_ZONE: process.env.PORTAL_ZONE,
    HEATMAP_SCRIPT_URL: process.env.HEATMAP_SCRIPT_URL,
    HEATMAP_LOCALES: process.env.HEATMAP_LOCALES,
    SESSION_RECORDING_TAG_URL: process.env.SESSION_RECORDING_TAG_URL,
    REVALIDATION_SECRET: process.env.REVALIDATION_SECRET,
    TRANSACTION_SERVICE_TIMEOUT_MS: process.env.TRANSACTION_SERVICE_TIMEOUT_MS,
  }
}

export function parseServerVariables(raw: RawEnv): z.output<typeof serverEnvSchema> {
  const parsed = serverEnvSchema.safeParse(raw)
  if (!parsed.success) throw new InvalidEnvironmentError(problemsOf(parsed.error))
  return parsed.data
}

const serverVariables = rememberedParse(readServerVariables, parseServerVariables)

/** The whole configuration; throws `InvalidEnvironmentError` naming every problem. */
export function serverEnv(): ServerEnv {
  return { ...edgeEnv(), ...serverVariables() }
}
