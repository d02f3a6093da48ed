import { ProlongationChoice } from '@portal/api-clients/contracts/savings'
import { z } from 'zod'
import type { OrderAmountError } from './order-amount'

/**
 * The order form's fields as the browser posts them, checked by the server action before
 * anything else (the browser's checks are a convenience). The amount stays text: it is read in
 * the customer's locale against the offer's limits (`readOrderAmount`).
 */
export const OrderFormFields = z.object({
  intent: z.enum(['review', 'confirm']),
  offerId: z.string().min(1).max(200),
  amount: z.string().max(40),
  /** Generated when the form is rendered: a double click or a resubmission repeats it. */
  idempotencyKey: z.uuid(),
  /** What happens at maturity, where the offer lets the customer choose. */
  prolongation: ProlongationChoice.optional(),
  /** The product information sheet was opened and acknowledged (checkbox). */
  acknowledged: z.literal('on').optional(),
})
export type OrderFormFields = z.infer<typeof OrderFormFields>

export type OrderFormError =
  | OrderAmountError
  | 'notAcknowledged'
  | 'offerEnded'
  | 'notOffered'
  | 'unavailable'
  | 'sessionEnded'
  | 'invalid'
  /** The person's role on the account does not allow ordering (README roles table). */
  | 'forbidden'

/** What the order flow shows after each step; the typed amount is always kept. */
export type OrderFormState =
  | { step: 'amount'; amount: string; prolongation?: ProlongationChoice; error?: OrderFormError }
  | {
      step: 'review'
      amount: string
      amountMinor: number
      prolongation?: ProlongationChoice
      error?: OrderFormError
    }

export const initialOrderState = (amount = ''): OrderFormState => ({ step: 'amount', amount })

/** The choice the order carries: the customer's if the offer has it, else the offer's preset. */
export function chosenProlongation(
  choices: readonly ProlongationChoice[],
  asked: ProlongationChoice | undefined,
): ProlongationChoice | undefined {
  if (choices.length === 0) return undefined
  return asked !== undefined && choices.includes(asked) ? asked : choices[0]
}

/** Errors shown at the amount field; the others are shown above the form. */
export function isAmountError(error: OrderFormError | undefined): error is OrderAmountError {
  return (
    error === 'required' ||
    error === 'negative' ||
    error === 'notANumber' ||
    error === 'tooManyDecimals' ||
    error === 'belowMinimum' ||
    error === 'aboveMaximum'
  )
}
