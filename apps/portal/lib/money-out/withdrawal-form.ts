import { z } from 'zod'
import type { OrderAmountError } from '@/lib/ordering/order-amount'
import { readOrderAmount } from '@/lib/ordering/order-amount'

/** The payout form as the browser posts it; the server action checks it before anything else. */
export const WithdrawalFormFields = z.object({
  intent: z.enum(['requestCode', 'confirm']),
  source: z.string().min(1).max(120),
  amount: z.string().max(40),
  /** Shown, not chosen: the server refuses anything but the reference account. */
  payeeIban: z.string().max(42),
  idempotencyKey: z.uuid(),
  challengeId: z.string().max(100).optional(),
  code: z.string().max(20).optional(),
  /** Wrong codes so far (the sandbox counts too and locks after five). */
  failures: z.coerce.number().int().min(0).max(5).catch(0).default(0),
})
export type WithdrawalFormFields = z.infer<typeof WithdrawalFormFields>

/** The mTAN as typed: six digits, spaces ignored. */
export const MtanCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/))

export type WithdrawalAmountError =
  | Exclude<OrderAmountError, 'belowMinimum' | 'aboveMaximum'>
  | 'aboveAvailable'

export type WithdrawalError =
  | WithdrawalAmountError
  | 'unknownSource'
  | 'payeeNotReference'
  | 'noReferenceAccount'
  | 'noMobileNumber'
  | 'mtanLocked'
  | 'tooManyChallenges'
  | 'codeFormat'
  | 'wrongCode'
  | 'locked'
  | 'expired'
  | 'unavailable'
  | 'sessionEnded'
  | 'invalid'
  /** The person's role on the account does not allow paying out (README roles table). */
  | 'forbidden'

export type WithdrawalState =
  | {
      step: 'details'
      amount: string
      source: string
      error?: WithdrawalError
      /** With `tooManyChallenges`: the bank's wait in whole minutes, 0 when it did not say. */
      retryAfterMinutes?: number
    }
  | {
      step: 'code'
      amount: string
      amountMinor: number
      source: string
      challengeId: string
      /** Wrong codes so far for this challenge (5 lock it). */
      failures: number
      error?: WithdrawalError
      /**
       * The mTAN as typed, shown again after an error that was not the code being wrong (no
       * six-digit code, services down); a wrong code is never sent back, so its field comes back
       * empty.
       */
      code?: string
    }
  | { step: 'done'; amountMinor: number; currency: string; source: string }

export const maxCodeAttempts = 5

/** A payout amount: positive, at most two decimals, not above what the source holds. */
export function readWithdrawalAmount(
  text: string,
  limits: { locale: string; currency: string; available: number },
): { ok: true; minor: number } | { ok: false; error: WithdrawalAmountError } {
  const read = readOrderAmount(text, { ...limits, minAmount: 1, maxAmount: limits.available })
  if (read.ok) return read
  if (read.error === 'aboveMaximum') return { ok: false, error: 'aboveAvailable' }
  if (read.error === 'belowMinimum') return { ok: false, error: 'required' }
  return { ok: false, error: read.error }
}

export function isWithdrawalAmountError(
  error: WithdrawalError | undefined,
): error is WithdrawalAmountError {
  return (
    error === 'required' ||
    error === 'negative' ||
    error === 'notANumber' ||
    error === 'tooManyDecimals' ||
    error === 'aboveAvailable'
  )
}
