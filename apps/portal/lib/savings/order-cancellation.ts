import { z } from 'zod'

/** The cancel button's form: only the order it is for. */
export const CancelOrderForm = z.object({ orderId: z.string().min(1).max(64) })

/** What the cancel button shows after its server action answered. */
export type CancelOrderState =
  | { status: 'idle' }
  | { status: 'cancelled' }
  | { status: 'error'; error: 'alreadyForwarded' | 'forbidden' | 'unavailable' }

/** The sandbox's refusal of a cancellation as the button's message. */
export function cancelOrderError(code: string | undefined): CancelOrderState {
  return {
    status: 'error',
    error: code === 'orderNotCancellable' ? 'alreadyForwarded' : 'unavailable',
  }
}
