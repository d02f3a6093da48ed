/** The longest delay a test may set: well past the portal's 20000 ms transaction timeout. */
export const maxResponseDelayMs = 120_000

/**
 * A test-only slowdown of one service: every request waits `delayMs` before it is answered, or
 * until the client gives up (its request is aborted). Off (0) until a test sets it.
 */
export function createResponseDelay() {
  let delayMs = 0
  return {
    get: () => delayMs,
    set(value: number) {
      delayMs = Math.min(Math.max(0, Math.round(value)), maxResponseDelayMs)
    },
    wait(signal?: AbortSignal): Promise<void> {
      if (delayMs === 0 || signal?.aborted) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(done, delayMs)
        function done() {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          resolve()
        }
        signal?.addEventListener('abort', done, { once: true })
      })
    },
  }
}

export type ResponseDelay = ReturnType<typeof createResponseDelay>

/**
 * The transaction services' test slowdown, one per process: `PUT /das/v2/sandbox/delay` sets it,
 * and it holds back the transaction account list (`/das/v2`) and the ledger's bookings list
 * (`/das/v1/customers/:id/bookings`), which the portal's transactions page reads. Off (0) unless
 * a test with SANDBOX_FAULT_INJECTION=1 sets it.
 */
export const transactionServicesDelay = createResponseDelay()
