import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type BodyEncoding = 'json' | 'form'

/**
 * One backend call, defined once. The typed clients validate responses with `response`, the
 * sandbox validates requests with `params`, `query` and `body`, and TypeScript infers the rest.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  /** Path under the service prefix, with `:param` placeholders. */
  path: string
  /** `none` marks public endpoints that are called without a bearer token. */
  auth: 'bearer' | 'none'
  /** Send cookies along (`include`) for calls that rely on them. */
  credentials?: RequestCredentials
  /** How the body is sent: JSON (default) or `application/x-www-form-urlencoded`. */
  bodyEncoding?: BodyEncoding
  /** Convert response keys to camelCase before validating with `response`. */
  camelCaseResponse?: boolean
  params?: P
  query?: Q
  body?: B
  response: R
}

export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint
}

export type EndpointParams<E> = E extends Endpoint<infer P> ? z.infer<P> : never
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never
