import type { NormalisedError } from './normalise-error'

/** The outcome of a call: errors are values, never thrown (openapi-fetch style). */
export type ApiResult<T> =
  | { data: T; error: undefined; status: number }
  | { data: undefined; error: NormalisedError; status: number }

export function success<T>(data: T, status: number): ApiResult<T> {
  return { data, error: undefined, status }
}

export function failure<T = never>(error: NormalisedError): ApiResult<T> {
  return { data: undefined, error, status: error.status }
}
