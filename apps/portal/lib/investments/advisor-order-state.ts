import type messages from '../../../../languages/en/portal/investments.json'

/** A problem the order form can name: a message of `Investments.advisor.errors`. */
export type AdvisorProblem = keyof (typeof messages)['Investments']['advisor']['errors']

/** What the robo advisor's order form shows after each step of its server action. */
export type AdvisorOrderState = {
  step: 'details' | 'confirm'
  /** What was typed, kept across steps and errors. */
  values: { oneTimeAmount: string; planAmount: string; planDay: string }
  problems?: Partial<
    Record<'oneTimeAmount' | 'planAmount' | 'planDay' | 'code' | 'form', AdvisorProblem>
  >
  /** The mTAN as typed, shown again after an error that was not a wrong code (that one is cleared). */
  code?: string
  /** The mTAN challenge of the confirm step and the amount it is bound to (formatted). */
  challengeId?: string
  confirmedAmount?: string
  summary?: string
  /** With the form problem `tooManyChallenges`: the bank's wait in minutes, 0 when unsaid. */
  retryAfterMinutes?: number
}

export const initialAdvisorOrderState: AdvisorOrderState = {
  step: 'details',
  values: { oneTimeAmount: '10000', planAmount: '', planDay: '1' },
}

/** A pension product is paid by its monthly contribution; a one-time amount is optional. */
export const initialPensionOrderState: AdvisorOrderState = {
  step: 'details',
  values: { oneTimeAmount: '', planAmount: '100', planDay: '1' },
}
