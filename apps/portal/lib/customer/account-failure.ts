import type { ServiceFailure } from '@/lib/backend/service-result'

/** The message key (`CustomerData.errors`) of an account that could not be read. */
export function accountFailureKey(failure: ServiceFailure): 'missingAccount' | 'failed' {
  return failure.reason === 'noAccount' ? 'missingAccount' : 'failed'
}
