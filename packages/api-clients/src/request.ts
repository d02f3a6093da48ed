import camelcaseKeys from 'camelcase-keys'
import type { ApiClientConfig } from './config'
import { exchange, type RequestOptions } from './exchange'
import { noResponseError, normaliseResponseError } from './normalise-error'
import { type ApiResult, failure, success } from './result'

/** Status range of a successful response (spec section 9). */
export const isValidStatus = (status: number) => status >= 200 && status <= 299

/**
 * The request core of spec section 7 (see `exchange`) with its judgement: a non-2xx answer or no
 * answer becomes the normalised error, a success keeps its body (camelCased when asked). A call
 * without service and url throws.
 */
export async function request(
  options: RequestOptions,
  config: ApiClientConfig,
): Promise<ApiResult<unknown>> {
  const answer = await exchange(options, config)
  if (!answer.answered) return failure(noResponseError())
  if (!isValidStatus(answer.status)) {
    return failure(
      normaliseResponseError({
        status: answer.status,
        body: answer.body,
        ...(answer.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: answer.retryAfterSeconds }),
      }),
    )
  }
  return success(options.camelCase ? toCamelCase(answer.body) : answer.body, answer.status)
}

function toCamelCase(body: unknown): unknown {
  if (Array.isArray(body)) {
    return camelcaseKeys(body as Record<string, unknown>[], { deep: true })
  }
  if (typeof body === 'object' && body !== null) {
    return camelcaseKeys(body as Record<string, unknown>, { deep: true })
  }
  return body
}
