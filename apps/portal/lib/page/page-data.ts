import { notFound } from 'next/navigation'
import type { ServiceFailure, ServiceResult } from '@/lib/backend/service-result'

/** A read a page cannot do without failed: `error.tsx` shows the try-again state. */
export class ServiceFailureError extends Error {
  constructor(readonly failure: ServiceFailure) {
    super(`A backend read failed: ${failure.reason} (${failure.status} ${failure.code})`)
    this.name = 'ServiceFailureError'
  }
}

/**
 * The data a page cannot do without. A failure renders the page frame's error state
 * (`error.tsx`); a shared page regenerated in the background then keeps the rendering it had.
 */
export function pageData<T>(result: ServiceResult<T>): T {
  if (!result.ok) throw new ServiceFailureError(result.failure)
  return result.data
}

/** A record the page is about, or null when the backend does not know it (any other failure throws). */
export function recordOrNull<T>(result: ServiceResult<T>): T | null {
  if (!result.ok && result.failure.reason === 'notFound') return null
  return pageData(result)
}

/** The record a page is about: one the backend does not know is the 404 page. */
export function pageRecordOf<T>(result: ServiceResult<T>): T {
  return recordOrNull(result) ?? notFound()
}
