import type { Context } from 'hono'
import type { IdempotentAnswer } from '../bank/ledger/idempotency'
import type { Idempotent } from '../bank/ledger/savings-ledger'
import { ServiceError } from './service-error'

/** The request's `Idempotency-Key`, or the 400 that a money-moving write without one gets. */
export function idempotencyOf(context: Context): Idempotent | ServiceError {
  const key = context.req.header('idempotency-key')?.trim()
  if (key === undefined || key === '' || key.length > 255) {
    return new ServiceError(
      400,
      'idempotencyKeyMissing',
      'An Idempotency-Key header (1 to 255 characters) is required.',
    )
  }
  return { key, method: context.req.method, path: context.req.path }
}

/** Sends the stored or fresh answer; a replay says so in `Idempotent-Replayed: true`. */
export function sendIdempotent(answer: IdempotentAnswer | ServiceError): Response {
  if (answer instanceof ServiceError) return answer.toResponse()
  return Response.json(answer.body, {
    status: answer.status,
    headers: answer.replayed ? { 'idempotent-replayed': 'true' } : {},
  })
}
