import { describe, expect, it } from 'vitest'
import { checkReferenceAccount, checkUsReferenceAccount } from './reference-account-check'

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

describe('checkUsReferenceAccount: routing number (check digit) and account number', () => {
  it.each([
    [
      { routingNumber: '021000021', accountNumber: '123456789012' },
      { ok: true, routingNumber: '021000021', accountNumber: '123456789012' },
    ],
    [
      { routingNumber: '0210-0002 1', accountNumber: '1234 5678' },
      { ok: true, routingNumber: '021000021', accountNumber: '12345678' },
    ],
    [
      { routingNumber: '021000022', accountNumber: '1234' },
      { ok: false, problems: { routingNumber: 'invalid_checksum' } },
    ],
    [
      { routingNumber: '02100002', accountNumber: '1234' },
      { ok: false, problems: { routingNumber: 'wrong_length' } },
    ],
    [
      { routingNumber: '', accountNumber: '' },
      { ok: false, problems: { routingNumber: 'missing', accountNumber: 'missing' } },
    ],
    [
      { routingNumber: '021000021', accountNumber: '123' },
      { ok: false, problems: { accountNumber: 'invalid_format' } },
    ],
    [
      { routingNumber: '021000021', accountNumber: '123456789012345678' },
      { ok: false, problems: { accountNumber: 'invalid_format' } },
    ],
    [
      { routingNumber: '021000021', accountNumber: '12AB5678' },
      { ok: false, problems: { accountNumber: 'invalid_format' } },
    ],
  ])('%j → %j', (input, expected) => {
    expect(checkUsReferenceAccount(input)).toEqual(expected)
  })
})
