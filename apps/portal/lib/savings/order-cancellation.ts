import { z } from 'zod'

/** The cancel button's form: only the order it is for. */
export const CancelOrderForm = z.object({ orderId: z.string().min(1).max(64) })

/** What the pending orders show after the cancel action answered, and for which order. */
export type CancelOrderState =
  | { status: 'idle' }
  | { status: 'cancelled'; orderId: string }
  | { status: 'error'; orderId: string; error: 'alreadyForwarded' | 'forbidden' | 'unavailable' }

/** The sandbox's refusal of a cancellation as the order's message. */
export function cancelOrderError(orderId: string, code: string | undefined): CancelOrderState {
  return {
    status: 'error',
    orderId,
    error: code === 'orderNotCancellable' ? 'alreadyForwarded' : 'unavailable',
  }
}
