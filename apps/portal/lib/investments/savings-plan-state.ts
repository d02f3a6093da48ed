import type messages from '../../../../languages/en/portal/investments.json'

/** A problem the plan form can name: a message of `Investments.savingsPlan.errors`. */
export type SavingsPlanProblem = keyof (typeof messages)['Investments']['savingsPlan']['errors']

/** What the savings plan edit form shows after each step of its server action. */
export type SavingsPlanEditState = {
  step: 'details' | 'confirm'
  values: { action: 'change' | 'pause' | 'resume'; amount: string; day: string; pauseUntil: string }
  problems?: Partial<Record<'amount' | 'day' | 'pauseUntil' | 'code' | 'form', SavingsPlanProblem>>
  challengeId?: string
  confirmedAmount?: string
  /** With the form problem `tooManyChallenges`: the bank's wait in minutes, 0 when unsaid. */
  retryAfterMinutes?: number
}
