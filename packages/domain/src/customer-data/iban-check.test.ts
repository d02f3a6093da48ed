import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkIban, type IbanProblem } from './iban-check'

/** ISO 7064 mod 97-10, written here independently of ibantools: the IBAN of a country and BBAN. */
function withCheckDigits(countryCode: string, bban: string): string {
  const digits = `${bban}${countryCode}00`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  )
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)
  return `${countryCode}${String(98 - remainder).padStart(2, '0')}${bban}`
}

/** BBANs in each market's format (the IBAN registry's examples, no one's account). */
const bbans: [string, string][] = [
  ['DE', '370400440532013000'],
  ['AT', '1904300234573201'],
  ['GB', 'NWBK60161331926819'],
  ['IE', 'AIBK93115212345678'],
  ['ES', '21000418450200051332'],
  ['FR', '20041010050500013M02606'],
  ['NL', 'ABNA0417164300'],
  ['PL', '109010140000071219812874'],
  ['FI', '12345600000785'],
  ['IT', 'X0542811101000000123456'],
  ['CH', '00762011623852957'],
]
const valid = Object.fromEntries(
  bbans.map(([country, bban]) => [country, withCheckDigits(country, bban)]),
)
const de = valid.DE ?? ''

/** Swaps the two check digits' last digit for another: the checksum no longer holds. */
const wrongCheckDigit = (iban: string) =>
  `${iban.slice(0, 3)}${(Number(iban[3]) + 1) % 10}${iban.slice(4)}`

describe('checkIban: a valid IBAN of every market', () => {
  it('computes the registry example for Germany', () => {
    expect(de).toBe('DE89370400440532013000')
  })

  it.each(bbans)('%s', (country) => {
    const iban = valid[country] ?? ''
    expect(checkIban(iban)).toEqual({ ok: true, iban, countryCode: country })
  })
})

describe('checkIban: normalises input as typed', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', de],
    ['de89370400440532013000', de],
    ['  de89-3704-0044-0532-0130-00 ', de],
    ['IBAN DE89 3704 0044 0532 0130 00', de],
  ])('%j → %s', (input, iban) => {
    expect(checkIban(input)).toMatchObject({ ok: true, iban })
  })
})

describe('checkIban: a reason for the field’s message (issue 16: checksum, country, length)', () => {
  it.each<[string, string, IbanProblem]>([
    ['empty', '', 'missing'],
    ['only spaces', '   ', 'missing'],
    ['unknown country XX', `XX${de.slice(2)}`, 'unknown_country'],
    ['digits instead of a country', `12${de.slice(2)}`, 'unknown_country'],
    ['DE one digit short', de.slice(0, -1), 'wrong_length'],
    ['DE one digit too many', `${de}0`, 'wrong_length'],
    ['AT in DE length', `AT${de.slice(2)}`, 'wrong_length'],
    ['DE with a letter in the account number', `${de.slice(0, -1)}A`, 'invalid_format'],
    ['check digits not digits', `DEAB${de.slice(4)}`, 'invalid_format'],
    ...bbans.map(([country]): [string, string, IbanProblem] => [
      `${country} wrong check digit`,
      wrongCheckDigit(valid[country] ?? ''),
      'invalid_checksum',
    ]),
    ['DE transposed digits', 'DE89370400440532031000', 'invalid_checksum'],
    // Spanish BBAN control digits (positions 9-10) no longer fit bank, branch and account.
    [
      'ES national check digits',
      withCheckDigits('ES', '21000418460200051332'),
      'invalid_national_checksum',
    ],
    ['Swiss QR-IBAN (QR bills only)', 'CH4431999123000889012', 'qr_iban_not_allowed'],
    ['Brazil (outside SEPA)', withCheckDigits('BR', '00360305000010009795493P1'), 'not_sepa'],
    ['Turkey (outside SEPA)', withCheckDigits('TR', '0006100519786457841326'), 'not_sepa'],
  ])('%s → %s', (_case, input, problem) => {
    expect(checkIban(input)).toEqual({ ok: false, problem })
  })

  it('allows an IBAN outside SEPA when asked to', () => {
    const iban = withCheckDigits('TR', '0006100519786457841326')
    expect(checkIban(iban, { requireSepa: false })).toEqual({ ok: true, iban, countryCode: 'TR' })
  })
})

describe('checkIban: properties', () => {
  it('answers any input without throwing, and an accepted IBAN is accepted again as it is', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...Object.values(valid))), (input) => {
        const result = checkIban(input)
        if (result.ok) expect(checkIban(result.iban)).toEqual(result)
      }),
    )
  })

  it('refuses every single-digit change of a valid IBAN’s account part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: de.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, step) => {
          const digit = (Number(de[at]) + step) % 10
          const changed = `${de.slice(0, at)}${digit}${de.slice(at + 1)}`
          expect(checkIban(changed)).toEqual({ ok: false, problem: 'invalid_checksum' })
        },
      ),
    )
  })
})
