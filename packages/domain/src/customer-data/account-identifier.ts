import { z } from 'zod'
import { checkRoutingNumber } from './aba-routing-number'
import { normaliseIban } from './iban-check'

/**
 * How a market's bank accounts are named on a transfer (the market table says which): IBAN (with
 * BIC) in the SEPA and European markets, ABA routing number plus account number in the US.
 */
export const accountSchemes = ['iban', 'aba'] as const
export type AccountScheme = (typeof accountSchemes)[number]

const RoutingNumber = z
  .string()
  .refine((value) => checkRoutingNumber(value).ok, 'not a valid ABA routing number')
/** A US account number: 4 to 17 digits (banks print it after the routing number on a check). */
export const UsAccountNumber = z.string().regex(/^\d{4,17}$/, '4 to 17 digits')

/** One bank account as a transfer names it: by IBAN, or by routing and account number. */
export const AccountIdentifier = z.discriminatedUnion('scheme', [
  z.object({
    scheme: z.literal('iban'),
    iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'an IBAN in electronic format'),
  }),
  z.object({
    scheme: z.literal('aba'),
    routingNumber: RoutingNumber,
    accountNumber: UsAccountNumber,
  }),
])
export type AccountIdentifier = z.infer<typeof AccountIdentifier>

const abaPrefix = 'ABA'

/**
 * One string per account, for comparing two and for the fields that carry a payee as text
 * (a payment challenge binds it): the IBAN in electronic format, or `ABA` + the nine-digit
 * routing number + the account number (unambiguous: a routing number has nine digits).
 */
export function accountKey(account: AccountIdentifier): string {
  return account.scheme === 'iban'
    ? normaliseIban(account.iban)
    : `${abaPrefix}${account.routingNumber}${account.accountNumber}`
}

/** The account a key names, or undefined for text that is neither form. */
export function accountOfKey(key: string): AccountIdentifier | undefined {
  const compact = key.replace(/\s+/g, '').toUpperCase()
  const aba = /^ABA(\d{9})(\d{4,17})$/.exec(compact)
  const parsed = AccountIdentifier.safeParse(
    aba
      ? { scheme: 'aba', routingNumber: aba[1], accountNumber: aba[2] }
      : { scheme: 'iban', iban: normaliseIban(compact) },
  )
  return parsed.success ? parsed.data : undefined
}

export function sameAccount(a: AccountIdentifier, b: AccountIdentifier): boolean {
  return accountKey(a) === accountKey(b)
}

/**
 * A stored reference account as a transfer names it in the scheme of the customer's market: its
 * IBAN, or its routing number (kept as the branch code) and account number; null when the row
 * lacks what the scheme needs.
 */
export function referenceAccountIdentifier(
  account: {
    iban?: string | null
    accountNumber?: string | null
    branchCode?: string | null
  },
  scheme: AccountScheme,
): AccountIdentifier | null {
  const parsed = AccountIdentifier.safeParse(
    scheme === 'iban'
      ? { scheme, iban: normaliseIban(account.iban ?? '') }
      : {
          scheme,
          routingNumber: account.branchCode ?? '',
          accountNumber: account.accountNumber ?? '',
        },
  )
  return parsed.success ? parsed.data : null
}
