import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'

/** What the prolongation form shows after its server action answered. */
export type ProlongationState =
  | { status: 'idle' }
  | { status: 'saved'; choice: ProlongationChoice }
  | {
      status: 'error'
      error: 'cutoffPassed' | 'notPossible' | 'invalid' | 'unavailable' | 'forbidden'
    }

/** Refusals of a partial notice's amount: shown at the amount field. */
export type NoticeAmountError = 'aboveBalance' | 'belowMinimum' | 'notANumber'

/** What the notice form shows after its server action answered; the typed amount is kept. */
export type NoticeState =
  | { status: 'idle' }
  | { status: 'done'; availableOn: string }
  | {
      status: 'error'
      error: 'notPossible' | 'unavailable' | 'forbidden' | NoticeAmountError
      amount?: string
    }

export const idleState = { status: 'idle' } as const

/** The sandbox's refusal codes of a prolongation change, as the form's messages. */
export function prolongationError(code: string | undefined): ProlongationState {
  if (code === 'prolongationCutoffPassed') return { status: 'error', error: 'cutoffPassed' }
  if (code === 'prolongationNotOffered' || code === 'prolongationNotPossible') {
    return { status: 'error', error: 'notPossible' }
  }
  return { status: 'error', error: 'unavailable' }
}

const noticeRefusals: Readonly<Record<string, NoticeState & { status: 'error' }>> = {
  noticeNotPossible: { status: 'error', error: 'notPossible' },
  partialNoticeNotOffered: { status: 'error', error: 'notPossible' },
  noticeAboveBalance: { status: 'error', error: 'aboveBalance' },
  noticeBelowMinimum: { status: 'error', error: 'belowMinimum' },
}

/** The sandbox's refusal of a notice as the form's message, the typed amount kept. */
export function noticeError(code: string | undefined, amount = ''): NoticeState {
  const refusal = noticeRefusals[code ?? ''] ?? { status: 'error', error: 'unavailable' }
  return amount ? { ...refusal, amount } : refusal
}

/** Whether a notice error belongs at the amount field. */
export function isNoticeAmountError(error: string): error is NoticeAmountError {
  return error === 'aboveBalance' || error === 'belowMinimum' || error === 'notANumber'
}
