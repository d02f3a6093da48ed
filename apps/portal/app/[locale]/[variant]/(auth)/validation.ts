import type { ErrorKey } from './form-state'

/** Email check for forms; the backend validates again with its contract. */
export function emailProblem(value: string): ErrorKey | undefined {
  if (value.trim() === '') return 'required'
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'invalidEmail'
}

/** The contract's new-password rule (12+ characters, a letter, a digit) as a message key. */
export function newPasswordProblem(value: string): ErrorKey | undefined {
  if (value === '') return 'required'
  if (value.length < 12) return 'passwordTooShort'
  if (!/\p{L}/u.test(value)) return 'passwordNeedsLetter'
  if (!/\d/.test(value)) return 'passwordNeedsDigit'
  return undefined
}
