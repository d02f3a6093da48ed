import { checkRoutingNumber, type RoutingNumberCheck } from './aba-routing-number'
import { AccountIdentifier, UsAccountNumber } from './account-identifier'
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

export type RoutingNumberProblem = Extract<RoutingNumberCheck, { ok: false }>['problem']
export type UsAccountNumberProblem = 'missing' | 'invalid_format'

export interface UsReferenceAccountInput {
  routingNumber: string
  accountNumber: string
}

export type UsReferenceAccountCheck =
  | { ok: true; routingNumber: string; accountNumber: string }
  | {
      ok: false
      problems: { routingNumber?: RoutingNumberProblem; accountNumber?: UsAccountNumberProblem }
    }

/**
 * The routing and account number fields of a US reference account, each with its own reason;
 * spaces and dashes as people type them are dropped, the result passes the shared
 * `AccountIdentifier` schema.
 */
export function checkUsReferenceAccount(input: UsReferenceAccountInput): UsReferenceAccountCheck {
  const routing = checkRoutingNumber(input.routingNumber)
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '')
  const parsed = AccountIdentifier.safeParse({
    scheme: 'aba',
    routingNumber: routing.ok ? routing.routingNumber : '',
    accountNumber,
  })
  if (routing.ok && parsed.success && parsed.data.scheme === 'aba') {
    return {
      ok: true,
      routingNumber: parsed.data.routingNumber,
      accountNumber: parsed.data.accountNumber,
    }
  }
  const accountNumberOk = UsAccountNumber.safeParse(accountNumber).success
  return {
    ok: false,
    problems: {
      ...(routing.ok ? {} : { routingNumber: routing.problem }),
      ...(accountNumberOk
        ? {}
        : { accountNumber: accountNumber === '' ? 'missing' : 'invalid_format' }),
    },
  }
}
