import type { WithdrawalState as FormState } from '@/lib/money-out/withdrawal-form'

type CodeStep = Extract<FormState, { step: 'code' }>

/**
 * The payout form's state as the flow shows it. The code step also carries the mTAN as typed,
 * shown again after an error that was not the code being wrong (no six-digit code, services
 * down); a wrong code is never sent back, so its field comes back empty.
 */
export type WithdrawalState = Exclude<FormState, { step: 'code' }> | (CodeStep & { code?: string })
