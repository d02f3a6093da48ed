import type { z } from 'zod'
import type { ApiClientConfig } from './config'
import type { Endpoint, EndpointResponse } from './contracts/endpoint'
import type { FetchSettings } from './exchange'
import { invalidResponseError } from './normalise-error'
import { request } from './request'
import { type ApiResult, failure, success } from './result'
import type { ServiceName } from './services'

/** A set of endpoints of one service, e.g. `depositsContract`. */
export type Contract = Record<string, Endpoint>

/** An omitted schema in `defineEndpoint` is inferred as the bare `z.ZodType`. */
type IsOmitted<S> = z.ZodType extends S ? true : false
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]
type Part<K extends string, S> =
  IsOmitted<S> extends true
    ? { [P in K]?: undefined }
    : [RequiredKeys<z.input<S>>] extends [never]
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }

export interface CallOptions {
  /** A token for this call instead of `getAccessToken`. */
  token?: string
  signal?: AbortSignal
  headers?: Readonly<Record<string, string>>
  /** Further fetch settings, e.g. `{ next: { revalidate: 300, tags: ['offers'] } }` in Next.js. */
  init?: FetchSettings
}

/** What a call takes: params, query and body typed from the contract's input types. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? Part<'params', P> & Part<'query', Q> & Part<'body', B> & CallOptions
    : never

type InputArgs<E> = [RequiredKeys<EndpointInput<E>>] extends [never]
  ? [input?: EndpointInput<E>]
  : [input: EndpointInput<E>]

export type EndpointCall<E> = (...args: InputArgs<E>) => Promise<ApiResult<EndpointResponse<E>>>

export type ServiceClient<C extends Contract> = { [K in keyof C]: EndpointCall<C[K]> }

interface AnyInput extends CallOptions {
  params?: Readonly<Record<string, unknown>>
  query?: Readonly<Record<string, unknown>>
  body?: unknown
}

/** One typed function per endpoint; every response is validated against the contract. */
export function createServiceClient<C extends Contract>(
  contract: C,
  serviceName: ServiceName,
  config: ApiClientConfig,
): ServiceClient<C> {
  const entries = Object.entries(contract).map(([name, endpoint]) => {
    const call = (input: AnyInput = {}) => callEndpoint(endpoint, serviceName, config, input)
    return [name, call] as const
  })
  // The mapped type cannot follow Object.fromEntries; the call signatures are checked above.
  return Object.fromEntries(entries) as unknown as ServiceClient<C>
}

async function callEndpoint(
  endpoint: Endpoint,
  service: ServiceName,
  config: ApiClientConfig,
  input: AnyInput,
): Promise<ApiResult<unknown>> {
  const result = await request(
    {
      service,
      method: endpoint.method,
      path: endpoint.path,
      auth: endpoint.auth,
      credentials: endpoint.credentials,
      camelCase: endpoint.camelCaseResponse,
      bodyEncoding: endpoint.bodyEncoding,
      params: input.params,
      query: input.query,
      body: input.body,
      token: input.token,
      signal: input.signal,
      headers: input.headers,
      init: input.init,
    },
    config,
  )
  if (result.error) return result
  const parsed = endpoint.response.safeParse(result.data)
  if (!parsed.success) return failure(invalidResponseError(parsed.error.issues))
  return success(parsed.data, result.status)
}
