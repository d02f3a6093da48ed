/** Result of an auth form's server action: message keys of `Auth.errors`, never raw texts. */
export interface FormState {
  fieldErrors: Partial<Record<string, ErrorKey>>
  formError?: ErrorKey
  /** Values to show again (never passwords). */
  values: Record<string, string>
  done?: boolean
}

export type ErrorKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidCredentials'
  | 'locked'
  | 'accountBlocked'
  | 'unavailable'
  | 'registrationNotPossible'
  | 'wrongPassword'
  | 'passwordTooShort'
  | 'passwordNeedsLetter'
  | 'passwordNeedsDigit'
  | 'passwordsDiffer'
  | 'invalidValue'

export const emptyFormState: FormState = { fieldErrors: {}, values: {} }

export function field(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value.slice(0, 500) : ''
}
