import {
  checkReferenceAccount,
  checkUsReferenceAccount,
} from '@portal/domain/customer-data/reference-account-check'
import { z } from 'zod'

/**
 * A new reference account as the customer enters it, in the scheme of their market: IBAN (with an
 * optional BIC), or ABA routing number and account number (with the bank's name, optional). The
 * ABA form is the one that sends `routingNumber`; the IBAN form keeps the shape it always had.
 */
export const newReferenceAccountFields = {
  accountHolder: z.string().trim().min(2).max(140),
  iban: z.string().optional(),
  bic: z.string().nullish(),
  routingNumber: z.string().optional(),
  accountNumber: z.string().optional(),
  bankName: z.string().trim().max(140).nullish(),
}

export type IbanReferenceAccount = { accountHolder: string; iban: string; bic: string | null }
export type AbaReferenceAccount = {
  accountHolder: string
  scheme: 'aba'
  routingNumber: string
  accountNumber: string
  bankName: string | null
}
export type CheckedReferenceAccount = IbanReferenceAccount | AbaReferenceAccount

export function isAbaReferenceAccount(
  account: CheckedReferenceAccount,
): account is AbaReferenceAccount {
  return 'scheme' in account && account.scheme === 'aba'
}

type NewReferenceAccountInput = {
  accountHolder: string
  iban?: string | undefined
  bic?: string | null | undefined
  routingNumber?: string | undefined
  accountNumber?: string | undefined
  bankName?: string | null | undefined
}

/**
 * The account checked with the domain's rules (IBAN and BIC, or the routing number's check digit
 * and the account number); each refusal is an issue at its field with the domain's reason code.
 */
export function checkedReferenceAccount(
  input: NewReferenceAccountInput,
  context: z.RefinementCtx,
): CheckedReferenceAccount | typeof z.NEVER {
  if (input.routingNumber !== undefined) {
    const checked = checkUsReferenceAccount({
      routingNumber: input.routingNumber,
      accountNumber: input.accountNumber ?? '',
    })
    if (checked.ok) {
      return {
        accountHolder: input.accountHolder,
        scheme: 'aba',
        routingNumber: checked.routingNumber,
        accountNumber: checked.accountNumber,
        bankName: input.bankName || null,
      }
    }
    addProblems(context, checked.problems)
    return z.NEVER
  }
  const checked = checkReferenceAccount({ iban: input.iban ?? '', bic: input.bic ?? null })
  if (checked.ok)
    return { accountHolder: input.accountHolder, iban: checked.iban, bic: checked.bic }
  addProblems(context, checked.problems)
  return z.NEVER
}

function addProblems(context: z.RefinementCtx, problems: Record<string, string | undefined>) {
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [field] })
  }
}

/** A KYC case's new account as the response carries it: IBAN form or ABA form. */
export const NewReferenceAccountView = z.union([
  z.object({
    accountHolder: z.string(),
    scheme: z.literal('aba'),
    routingNumber: z.string(),
    accountNumber: z.string(),
    bankName: z.string().nullable(),
  }),
  z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string().nullable() }),
])
