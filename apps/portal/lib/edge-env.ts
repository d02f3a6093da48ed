import { environments } from '@portal/domain/enumeration-values'
import * as z from 'zod/mini'

/**
 * The variables the edge middleware reads (routing, session, CSP), parsed with `zod/mini` so the
 * middleware stays small. `lib/env.ts` adds the server's own; only these two modules read
 * `process.env`. Values keep their variable names; text is trimmed, and empty counts as unset.
 */

/** Environments that are deployed: they require their secrets (README "Configuration"). */
export const deployedEnvironments = environments.filter((name) => name !== 'local')

export const minSessionSecretLength = 32

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() || undefined),
)

/** A positive number, or the fallback when unset. */
export const positiveNumber = (fallback: number) =>
  z.pipe(
    text,
    z.transform((value, context) => {
      if (value === undefined) return fallback
      const parsed = Number(value)
      if (Number.isFinite(parsed) && parsed > 0) return parsed
      context.issues.push({ code: 'custom', message: 'must be a positive number', input: value })
      return z.NEVER
    }),
  )

const baseUrl = z.pipe(
  text,
  z.transform((value, context) => {
    if (value === undefined) return undefined
    if (URL.canParse(value) && /^https?:/.test(value)) return value.replace(/\/+$/, '')
    context.issues.push({ code: 'custom', message: 'must be an http(s) URL', input: value })
    return z.NEVER
  }),
)

export const edgeEnvSchema = z.object({
  PORTAL_ENV: z.pipe(
    z.pipe(
      text,
      z.transform((value) => value ?? 'local'),
    ),
    z.enum(environments, { error: `must be one of ${environments.join(', ')}` }),
  ),
  PORTAL_API_BASE_URL: baseUrl,
  PORTAL_SITE_URL: text,
  IDENTITY_ISSUER: text,
  SESSION_SECRET: z.pipe(
    text,
    z.optional(
      z.string().check(
        z.minLength(minSessionSecretLength, {
          error: `must have at least ${minSessionSecretLength} characters`,
        }),
      ),
    ),
  ),
  SESSION_IDLE_MINUTES: positiveNumber(5),
  SESSION_MAX_MINUTES: positiveNumber(30),
  EDGE_CONFIG: text,
  LAUNCHDARKLY_CLIENT_SIDE_ID: text,
  DATADOG_APPLICATION_ID: text,
  DATADOG_CLIENT_TOKEN: text,
  DATADOG_SITE: text,
})

export type EdgeEnv = z.output<typeof edgeEnvSchema>
export type RawEnv = Readonly<Record<string, string | undefined>>

/** The values of some variables, as a rule that reads them takes them (tests pass plain maps). */
export type EnvValues<Name extends string> = { readonly [Key in Name]?: string | undefined }

/** The configuration could not be used: the message names every variable at fault. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The portal's environment variables are not usable:\n- ${problems.join('\n- ')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

/** The problems of a parse, as `NAME: message` lines. */
export function problemsOf(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
}

/** What a deployed environment needs besides well-formed values: its secrets and its origin. */
export function deployedProblems(env: {
  PORTAL_ENV: string
  SESSION_SECRET?: string | undefined
  PORTAL_SITE_URL?: string | undefined
}): string[] {
  if (!(deployedEnvironments as readonly string[]).includes(env.PORTAL_ENV)) return []
  const problems: string[] = []
  if (!env.SESSION_SECRET) {
    problems.push(
      `SESSION_SECRET: required when PORTAL_ENV=${env.PORTAL_ENV} (at least ${minSessionSecretLength} characters)`,
    )
  }
  if (!isHttpOrigin(env.PORTAL_SITE_URL)) {
    problems.push(
      `PORTAL_SITE_URL: required when PORTAL_ENV=${env.PORTAL_ENV}, as the site's http(s) origin (e.g. https://www.example.com)`,
    )
  }
  return problems
}

function isHttpOrigin(value: string | undefined): boolean {
  if (!value || !URL.canParse(value)) return false
  const url = new URL(value.replace(/\/+$/, ''))
  return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/+$/, '')
}

/** Parses the edge variables of `raw`; throws `InvalidEnvironmentError` with every problem. */
export function parseEdgeEnv(raw: RawEnv): EdgeEnv {
  const parsed = edgeEnvSchema.safeParse(raw)
  if (!parsed.success) throw new InvalidEnvironmentError(problemsOf(parsed.error))
  const env = parsed.data
  const problems = deployedProblems(env)
  if (problems.length > 0) throw new InvalidEnvironmentError(problems)
  return env
}

/** Literal reads, so every bundler sees which variables the middleware needs. */
function readEdgeVariables(): RawEnv {
  return {
    PORTAL_ENV: process.env.PORTAL_ENV,
    PORTAL_API_BASE_URL: process.env.PORTAL_API_BASE_URL,
    PORTAL_SITE_URL: process.env.PORTAL_SITE_URL,
    IDENTITY_ISSUER: process.env.IDENTITY_ISSUER,
    SESSION_SECRET: process.env.SESSION_SECRET,
    SESSION_IDLE_MINUTES: process.env.SESSION_IDLE_MINUTES,
    SESSION_MAX_MINUTES: process.env.SESSION_MAX_MINUTES,
    EDGE_CONFIG: process.env.EDGE_CONFIG,
    LAUNCHDARKLY_CLIENT_SIDE_ID: process.env.LAUNCHDARKLY_CLIENT_SIDE_ID,
    DATADOG_APPLICATION_ID: process.env.DATADOG_APPLICATION_ID,
    DATADOG_CLIENT_TOKEN: process.env.DATADOG_CLIENT_TOKEN,
    DATADOG_SITE: process.env.DATADOG_SITE,
  }
}

/**
 * A parse remembered for as long as the variables read the same: one parse per process in a
 * server, while tests that stub a variable see their value.
 */
export function rememberedParse<T>(read: () => RawEnv, parse: (raw: RawEnv) => T): () => T {
  let last: { raw: RawEnv; value: T } | undefined
  return () => {
    const raw = read()
    const same = last && Object.keys(raw).every((name) => raw[name] === last?.raw[name])
    if (last && same) return last.value
    last = { raw, value: parse(raw) }
    return last.value
  }
}

/** The middleware's variables; throws `InvalidEnvironmentError` when they are not usable. */
export const edgeEnv = rememberedParse(readEdgeVariables, parseEdgeEnv)

/** NODE_ENV as Next inlines it at build time (a literal read, as Next requires). */
export function nodeEnvironment(): string | undefined {
  return process.env.NODE_ENV
}
