import * as z from 'zod/mini'

/**
 * Every backend failure as one value (spec section 8). Status 403 is named `unauthorized`.
 * Written with `zod/mini`: the edge middleware's clients build these too.
 */
export const NormalisedError = z.object({
  name: z.enum(['unauthorized', 'requestError']),
  status: z.number().check(z.int()),
  message: z.string(),
  error: z.optional(z.string()),
  code: z.string(),
  /** The whole error list when the body was an array. */
  errors: z.optional(z.array(z.unknown())),
  /** Seconds the backend asked to wait before trying again (its `Retry-After`), when it said. */
  retryAfterSeconds: z.optional(z.number().check(z.int())),
})
export type NormalisedError = z.infer<typeof NormalisedError>

export const technicalErrorMessage = 'A technical error occurred.'
export const technicalErrorCode = 'technicalError'

/** A response that came back, with its parsed body (JSON, text or undefined). */
export interface ErrorResponse {
  status: number
  body: unknown
  /** The response's `Retry-After`, in seconds. */
  retryAfterSeconds?: number
}

type Fields = Record<string, unknown>

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

const nameOf = (status: number): NormalisedError['name'] =>
  status === 403 ? 'unauthorized' : 'requestError'

/** The error when no response arrived at all (network failure, timeout, abort). */
export function noResponseError(): NormalisedError {
  return {
    name: 'requestError',
    status: 400,
    error: 'Invalid Request Payload',
    message: technicalErrorMessage,
    code: technicalErrorCode,
  }
}

/**
 * Normalises a failed response (spec section 8):
 * - an array body: the first item's code and message, the whole list kept;
 * - otherwise status, message, error and code are read; `frontend_error_code` beats `code`;
 * - no response: status 400, 'Invalid Request Payload', 'A technical error occurred.',
 *   technicalError.
 * Fields the body lacks fall back to the response status and the technical message and code.
 * A `Retry-After` of the response is kept as `retryAfterSeconds`.
 */
export function normaliseResponseError(response?: ErrorResponse): NormalisedError {
  if (!response) return noResponseError()
  const { body } = response
  const wait =
    response.retryAfterSeconds === undefined
      ? {}
      : { retryAfterSeconds: response.retryAfterSeconds }

  if (Array.isArray(body)) {
    const first: Fields = isFields(body[0]) ? body[0] : {}
    return {
      name: nameOf(response.status),
      status: response.status,
      message: text(first.message) ?? technicalErrorMessage,
      code: text(first.code) ?? technicalErrorCode,
      errors: body,
      ...wait,
    }
  }

  const fields: Fields = isFields(body) ? body : {}
  const status = typeof fields.status === 'number' ? fields.status : response.status
  return {
    name: nameOf(status),
    status,
    message: text(fields.message) ?? technicalErrorMessage,
    error: text(fields.error),
    code: text(fields.frontend_error_code) ?? text(fields.code) ?? technicalErrorCode,
    ...wait,
  }
}

/** A 2xx response whose body does not match the contract: the backend broke it, hence 502. */
export function invalidResponseError(issues: readonly unknown[]): NormalisedError {
  return {
    name: 'requestError',
    status: 502,
    error: 'Invalid Response',
    message: technicalErrorMessage,
    code: 'invalidResponse',
    errors: [...issues],
  }
}
