import type { ApiResult } from '@portal/api-clients/result'

/** A backend could not serve a page's data; error.tsx turns it into the try-again state. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
  ) {
    super(`The ${service} service answered ${status}`)
    this.name = 'ServiceUnavailableError'
  }
}

/**
 * The one error mapping of the portal's reads: the data, or `ServiceUnavailableError` for any
 * failure. `orNotFound` reads a 404 as "no such record" (null) instead.
 */
export function dataOf<T>(service: string, result: ApiResult<T>): T {
  if (result.error) throw new ServiceUnavailableError(service, result.status)
  return result.data
}

export function dataOrNotFound<T>(service: string, result: ApiResult<T>): T | null {
  if (result.error?.status === 404) return null
  return dataOf(service, result)
}
