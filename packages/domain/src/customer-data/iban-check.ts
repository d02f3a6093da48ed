import {
  countrySpecs,
  electronicFormatIBAN,
  extractIBAN,
  ValidationErrorsIBAN,
  validateIBAN,
} from 'ibantools'

export const ibanProblems = [
  'missing',
  'unknown_country',
  'wrong_length',
  'invalid_format',
  'invalid_checksum',
  'invalid_national_checksum',
  'qr_iban_not_allowed',
  'not_sepa',
] as const
export type IbanProblem = (typeof ibanProblems)[number]

export type IbanCheck =
  | { ok: true; iban: string; countryCode: string }
  | { ok: false; problem: IbanProblem }

/** ibantools' error codes, most telling first: a wrong length also fails the checksum. */
const problemByError: [ValidationErrorsIBAN, IbanProblem][] = [
  [ValidationErrorsIBAN.NoIBANProvided, 'missing'],
  [ValidationErrorsIBAN.NoIBANCountry, 'unknown_country'],
  [ValidationErrorsIBAN.WrongBBANLength, 'wrong_length'],
  [ValidationErrorsIBAN.WrongBBANFormat, 'invalid_format'],
  [ValidationErrorsIBAN.ChecksumNotNumber, 'invalid_format'],
  [ValidationErrorsIBAN.WrongIBANChecksum, 'invalid_checksum'],
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum, 'invalid_national_checksum'],
  [ValidationErrorsIBAN.QRIBANNotAllowed, 'qr_iban_not_allowed'],
]

/**
 * Spaces, hyphens and dots as people type or copy them, any case, a copied `IBAN:` label → the
 * electronic format.
 */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.replace(/[\s.-]/g, '').replace(/^IBAN:?/i, '')) ?? ''
}

/**
 * Checks an IBAN as typed, with a reason for the field's message. Payouts go by SEPA transfer, so
 * by default an IBAN of a country outside SEPA is refused (`requireSepa: false` allows it). A
 * Swiss QR-IBAN is for QR bills, never an account to pay out to.
 */
export function checkIban(input: string, { requireSepa = true } = {}): IbanCheck {
  const iban = normaliseIban(input)
  const { errorCodes } = validateIBAN(iban, { allowQRIBAN: false })
  const found = problemByError.find(([error]) => errorCodes.includes(error))
  if (found) return { ok: false, problem: found[1] }
  const countryCode = iban.slice(0, 2)
  if (requireSepa && countrySpecs[countryCode]?.SEPA !== true)
    return { ok: false, problem: 'not_sepa' }
  return { ok: true, iban, countryCode }
}

/** Account number and bank code of a valid IBAN, where the country's format names them. */
export function ibanParts(iban: string): { accountNumber: string; bankCode: string } {
  const parts = extractIBAN(iban)
  return {
    accountNumber: parts.accountNumber ?? parts.bban ?? iban.slice(4),
    bankCode: parts.bankIdentifier ?? '',
  }
}
