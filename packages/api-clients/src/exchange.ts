import type { ApiClientConfig } from './config'
import type { BodyEncoding, HttpMethod } from './contracts/endpoint'
import { serviceBaseUrl } from './hosts'
import { MissingRequestParameterError } from './programmer-errors'
import { type ServiceName, services } from './services'
import { fillPath, type PathParams, type QueryValues, queryString } from './url'

export interface RequestOptions {
  /** The backend service; its host, prefix and timeout are used. */
  service?: ServiceName
  /** A full base URL, used when no service is given. */
  url?: string
  method?: HttpMethod
  /** Path under the service prefix or `url`, with `:param` placeholders. */
  path?: string
  params?: PathParams
  query?: QueryValues
  body?: unknown
  /** `form` sends a flat body as `application/x-www-form-urlencoded`; default JSON. */
  bodyEncoding?: BodyEncoding
  /** `none` sends no bearer token. */
  auth?: 'bearer' | 'none'
  /** A token for this request; otherwise `getAccessToken` of the config is asked. */
  token?: string
  /** Sent last, so they override the defaults (including Authorization). */
  headers?: Readonly<Record<string, string>>
  /** Convert response keys to camelCase (deep). */
  camelCase?: boolean
  credentials?: RequestCredentials
  /** Overrides the service's timeout. */
  timeoutMs?: number
  signal?: AbortSignal
  /** Further fetch settings, e.g. Next.js `next: { revalidate, tags }` for cached reads. */
  init?: FetchSettings
}

/** Fetch settings a caller may add; method, headers, body and signal are set by the core. */
export type FetchSettings = Omit<RequestInit, 'method' | 'headers' | 'body' | 'signal'>

/**
 * What came back: a status with its parsed body (JSON, text or undefined) and the wait its
 * `Retry-After` asks for, or no answer at all.
 */
export type Exchange =
  | { answered: true; status: number; body: unknown; retryAfterSeconds?: number }
  | { answered: false }

const methodsWithoutBody: readonly HttpMethod[] = ['GET', 'DELETE']

/**
 * One HTTP exchange of the request core (spec section 7): JSON, bearer token unless overridden,
 * encoded path parameters, no body on GET and DELETE, per-service timeout. It judges nothing:
 * `request` turns the answer into a result, the edge clients read the status themselves. Free of
 * zod and camelCase conversion, so the edge middleware can use it.
 */
export async function exchange(
  options: RequestOptions,
  config: ApiClientConfig,
): Promise<Exchange> {
  const url = requestUrl(options, config)
  const method = options.method ?? 'GET'
  const sendsBody = !methodsWithoutBody.includes(method) && options.body !== undefined
  const headers = await requestHeaders(options, config, sendsBody)
  const timeoutMs =
    options.timeoutMs ?? (options.service ? services[options.service].timeoutMs : undefined)
  const deadline = startDeadline(timeoutMs, options.signal)
  const fetchImpl = config.fetch ?? fetch

  try {
    const response = await fetchImpl(url, {
      ...options.init,
      method,
      headers,
      signal: deadline.signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(sendsBody ? { body: encodeBody(options.body, options.bodyEncoding) } : {}),
    })
    const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'), Date.now())
    return {
      answered: true,
      status: response.status,
      body: await readBody(response),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    }
  } catch {
    return { answered: false }
  } finally {
    deadline.clear()
  }
}

/**
 * The whole seconds a `Retry-After` header asks to wait (RFC 9110 §10.2.3: delay seconds or an
 * HTTP date); undefined without one or for a value that is neither.
 */
export function retryAfterOf(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  // an HTTP date names its day and month; anything else (`-5`, `soon`) is no wait at all
  const at = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(at)) return undefined
  return Math.max(0, Math.ceil((at - nowMs) / 1000))
}

function requestUrl(options: RequestOptions, config: ApiClientConfig): string {
  const base = options.service
    ? serviceBaseUrl(services[options.service], config)
    : options.url?.replace(/\/+$/, '')
  if (!base) throw new MissingRequestParameterError()
  return `${base}${fillPath(options.path ?? '', options.params)}${queryString(options.query)}`
}

async function requestHeaders(
  options: RequestOptions,
  config: ApiClientConfig,
  sendsBody: boolean,
): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' })
  const language = typeof config.language === 'function' ? await config.language() : config.language
  if (language) headers.set('Accept-Language', language)
  if (sendsBody) headers.set('Content-Type', contentTypes[options.bodyEncoding ?? 'json'])
  if (options.auth !== 'none') {
    const token = options.token ?? (await config.getAccessToken?.())
    if (token) headers.set('Authorization', `Bearer ${token}`)
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  return headers
}

const contentTypes: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
}

/** JSON, or form fields from a flat object (undefined and null fields are left out). */
function encodeBody(body: unknown, encoding: BodyEncoding = 'json'): string {
  if (encoding === 'json') return JSON.stringify(body)
  const form = new URLSearchParams()
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) form.append(name, String(value))
    }
  }
  return form.toString()
}

/** An abort signal that fires on the caller's signal or after `timeoutMs`, whichever is first. */
function startDeadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController()
  const timer =
    timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs)
  const signal = callerSignal
    ? AbortSignal.any([callerSignal, controller.signal])
    : controller.signal
  return { signal, clear: () => clearTimeout(timer) }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
