import { describe, expect, it } from 'vitest'
import { checkReferenceAccount } from './reference-account-check'

const de = 'DE89370400440532013000'

describe('checkReferenceAccount: a reason at each field', () => {
  it.each([
    [{ iban: de }, { ok: true, iban: de, bic: null }],
    [
      { iban: de, bic: ' ' },
      { ok: true, iban: de, bic: null },
    ],
    [
      { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
      { ok: true, iban: de, bic: 'COBADEFFXXX' },
    ],
    [
      { iban: de, bic: 'ABNANL2A' },
      { ok: false, problems: { bic: 'bic_country_mismatch' } },
    ],
    [{ iban: 'DE89370400440532013001' }, { ok: false, problems: { iban: 'invalid_checksum' } }],
    [
      { iban: 'DE8937040044053201300', bic: 'COBADEFF!' },
      { ok: false, problems: { iban: 'wrong_length', bic: 'bic_invalid_format' } },
    ],
    // Without a valid IBAN there is no country to compare the BIC with.
    [
      { iban: 'XX89370400440532013000', bic: 'ABNANL2A' },
      { ok: false, problems: { iban: 'unknown_country' } },
    ],
  ])('%j → %j', (input, expected) => {
    expect(checkReferenceAccount(input)).toEqual(expected)
  })
})
