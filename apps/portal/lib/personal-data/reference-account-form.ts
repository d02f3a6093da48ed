import { checkReferenceAccount } from '@portal/domain/customer-data/reference-account-check'
import { formText } from '@/lib/customer/form-state'

export const referenceAccountFields = ['accountHolder', 'iban', 'bic'] as const

export type ReferenceAccountForm =
  | { ok: true; accountHolder: string; iban: string; bic: string | null }
  | { ok: false; fieldErrors: Record<string, string> }

/**
 * The reference-account fields checked with the domain's rules, each refusal as a message key
 * that says which check failed (`iban.invalid_checksum`, `bic.bic_country_mismatch`, …).
 */
export function readReferenceAccountForm(data: FormData): ReferenceAccountForm {
  const accountHolder = formText(data, 'accountHolder').trim().slice(0, 200)
  const checked = checkReferenceAccount({
    iban: formText(data, 'iban').slice(0, 60),
    bic: formText(data, 'bic').slice(0, 20),
  })
  const fieldErrors: Record<string, string> = {}
  if (accountHolder.length < 2) fieldErrors.accountHolder = 'required'
  else if (accountHolder.length > 140) fieldErrors.accountHolder = 'tooLong'
  if (!checked.ok) {
    if (checked.problems.iban) fieldErrors.iban = `iban.${checked.problems.iban}`
    if (checked.problems.bic) fieldErrors.bic = `bic.${checked.problems.bic}`
  }
  if (!checked.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, accountHolder, iban: checked.iban, bic: checked.bic }
}
