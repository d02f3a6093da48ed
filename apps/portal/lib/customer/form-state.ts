/**
 * Result of a customer-area form's server action. Every text is a key of `CustomerData.errors`
 * (or `CustomerData.<form>.done`), never a raw text from the backend.
 */
export interface DataFormState {
  fieldErrors: Partial<Record<string, string>>
  formError?: FormErrorKey
  /**
   * What was typed, shown again after a refusal: never passwords; an mTAN only when it was no
   * six-digit code (a wrong code is cleared).
   */
  values: Record<string, string>
  done?: boolean
  /**
   * A step waiting for the customer: `sca`, the mTAN that confirms the change; `confirmation`,
   * a second code the change itself sent (the mTAN to a new mobile number).
   */
  pending?: { kind: 'sca' | 'confirmation'; changeId: string; hint: string }
}

export type FormErrorKey =
  | 'unavailable'
  | 'forbidden'
  | 'notSaved'
  | 'scaFailed'
  | 'wrongMtan'
  | 'alreadyPending'
  | 'mtanLocked'
  | 'linkInvalid'
  | 'linkForeign'
  | 'wrongPasswordRestart'
  | 'identityRequired'
  | 'identityPending'
  | 'identityRejected'

export const emptyDataFormState: DataFormState = { fieldErrors: {}, values: {} }

/** A text field of a form, at most 10,000 characters (the longest field the contracts allow). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value.slice(0, 10_000) : ''
}

/** The first message per field of a zod error, keyed by the field's name. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'form')
    errors[name] ??= issue.message
  }
  return errors
}
