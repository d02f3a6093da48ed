import type { AccountScheme } from '@portal/domain/customer-data/account-identifier'
import {
  checkReferenceAccount,
  checkUsReferenceAccount,
} from '@portal/domain/customer-data/reference-account-check'
import { formText } from '@/lib/customer/form-state'

/** The fields of the form in the scheme of the customer's market (market table). */
export const referenceAccountFields = {
  iban: ['accountHolder', 'iban', 'bic'],
  aba: ['accountHolder', 'routingNumber', 'accountNumber', 'bankName'],
} as const satisfies Record<AccountScheme, readonly string[]>

export type ReferenceAccountForm =
  | { ok: true; accountHolder: string; iban: string; bic: string | null }
  | {
      ok: true
      accountHolder: string
      routingNumber: string
      accountNumber: string
      bankName: string | null
    }
  | { ok: false; fieldErrors: Record<string, string> }

/** What the form sent (the fields of either scheme), to show again next to a refusal. */
export function enteredReferenceAccount(data: FormData): Record<string, string> {
  const names = new Set([...referenceAccountFields.iban, ...referenceAccountFields.aba])
  return Object.fromEntries([...names].map((name) => [name, formText(data, name).slice(0, 200)]))
}

/**
 * The reference-account fields checked with the domain's rules, each refusal as a message key
 * that says which check failed (`iban.invalid_checksum`, `routingNumber.invalid_checksum`, …):
 * IBAN and BIC, or (US) routing number and account number.
 */
export function readReferenceAccountForm(
  data: FormData,
  scheme: AccountScheme = 'iban',
): ReferenceAccountForm {
  const accountHolder = formText(data, 'accountHolder').trim().slice(0, 200)
  const fieldErrors: Record<string, string> = {}
  if (accountHolder.length < 2) fieldErrors.accountHolder = 'required'
  else if (accountHolder.length > 140) fieldErrors.accountHolder = 'tooLong'
  if (scheme === 'aba') {
    const checked = checkUsReferenceAccount({
      routingNumber: formText(data, 'routingNumber').slice(0, 40),
      accountNumber: formText(data, 'accountNumber').slice(0, 40),
    })
    const bankName = formText(data, 'bankName').trim()
    if (bankName.length > 140) fieldErrors.bankName = 'tooLong'
    if (!checked.ok) {
      for (const [field, problem] of Object.entries(checked.problems)) {
        fieldErrors[field] = `${field}.${problem}`
      }
    }
    if (!checked.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
    return {
      ok: true,
      accountHolder,
      routingNumber: checked.routingNumber,
      accountNumber: checked.accountNumber,
      bankName: bankName || null,
    }
  }
  const checked = checkReferenceAccount({
    iban: formText(data, 'iban').slice(0, 60),
    bic: formText(data, 'bic').slice(0, 20),
  })
  if (!checked.ok) {
    if (checked.problems.iban) fieldErrors.iban = `iban.${checked.problems.iban}`
    if (checked.problems.bic) fieldErrors.bic = `bic.${checked.problems.bic}`
  }
  if (!checked.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, accountHolder, iban: checked.iban, bic: checked.bic }
}
