import { type BicProblem, checkBic } from './bic-check'
import { checkIban, type IbanProblem } from './iban-check'

export interface ReferenceAccountInput {
  iban: string
  /** Optional: SEPA transfers need only the IBAN. When given, it must fit the IBAN. */
  bic?: string | null
}

export type ReferenceAccountCheck =
  | { ok: true; iban: string; bic: string | null }
  | { ok: false; problems: { iban?: IbanProblem; bic?: BicProblem } }

/** The IBAN and BIC fields of a reference-account form, each with its own reason. */
export function checkReferenceAccount(input: ReferenceAccountInput): ReferenceAccountCheck {
  const iban = checkIban(input.iban)
  const bicInput = input.bic?.trim() ?? ''
  const bic = bicInput === '' ? null : checkBic(bicInput, iban.ok ? iban.countryCode : undefined)
  if (iban.ok && (bic === null || bic.ok)) {
    return { ok: true, iban: iban.iban, bic: bic?.bic ?? null }
  }
  return {
    ok: false,
    problems: {
      ...(iban.ok ? {} : { iban: iban.problem }),
      ...(bic && !bic.ok ? { bic: bic.problem } : {}),
    },
  }
}
