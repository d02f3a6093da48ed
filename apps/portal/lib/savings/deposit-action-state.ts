import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'

/** What the prolongation form shows after its server action answered. */
export type ProlongationState =
  | { status: 'idle' }
  | { status: 'saved'; choice: ProlongationChoice }
  | {
      status: 'error'
      error: 'cutoffPassed' | 'notPossible' | 'invalid' | 'unavailable' | 'forbidden'
    }

/** What the notice form shows after its server action answered. */
export type NoticeState =
  | { status: 'idle' }
  | { status: 'done'; availableOn: string }
  | { status: 'error'; error: 'notPossible' | 'unavailable' | 'forbidden' }

export const idleState = { status: 'idle' } as const

/** The sandbox's refusal codes of a prolongation change, as the form's messages. */
export function prolongationError(code: string | undefined): ProlongationState {
  if (code === 'prolongationCutoffPassed') return { status: 'error', error: 'cutoffPassed' }
  if (code === 'prolongationNotOffered' || code === 'prolongationNotPossible') {
    return { status: 'error', error: 'notPossible' }
  }
  return { status: 'error', error: 'unavailable' }
}

export function noticeError(code: string | undefined): NoticeState {
  return { status: 'error', error: code === 'noticeNotPossible' ? 'notPossible' : 'unavailable' }
}
