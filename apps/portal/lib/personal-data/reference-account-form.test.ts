import { describe, expect, it } from 'vitest'
import { readReferenceAccountForm } from './reference-account-form'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries({
    accountHolder: 'Erika Mustermann',
    bic: '',
    ...fields,
  }))
    data.set(name, value)
  return readReferenceAccountForm(data)
}

describe('readReferenceAccountForm', () => {
  it('accepts a German IBAN as people type it and normalises it', () => {
    expect(form({ iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' })).toEqual({
      ok: true,
      accountHolder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    })
  })

  it.each([
    [{ iban: 'DE88370400440532013000' }, { iban: 'iban.invalid_checksum' }],
    [{ iban: 'DE8937040044053201300' }, { iban: 'iban.wrong_length' }],
    [{ iban: 'XX89370400440532013000' }, { iban: 'iban.unknown_country' }],
    [{ iban: '' }, { iban: 'iban.missing' }],
    [{ iban: 'DE89370400440532013000', bic: 'BNPAFRPPXXX' }, { bic: 'bic.bic_country_mismatch' }],
    [{ iban: 'DE89370400440532013000', bic: 'NOPE' }, { bic: 'bic.bic_invalid_format' }],
    [{ iban: 'DE89370400440532013000', accountHolder: 'E' }, { accountHolder: 'required' }],
  ])('%j → %j', (fields, fieldErrors) => {
    expect(form(fields)).toEqual({ ok: false, fieldErrors })
  })
})

const usForm = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries({
    accountHolder: 'Jordan Example',
    routingNumber: '021000021',
    accountNumber: '123456789012',
    bankName: '',
    ...fields,
  }))
    data.set(name, value)
  return readReferenceAccountForm(data, 'aba')
}

describe('readReferenceAccountForm of a US market (routing and account number)', () => {
  it('accepts the numbers as people type them, with the bank name optional', () => {
    expect(usForm({ routingNumber: '0210-0002 1', accountNumber: '1234 5678' })).toEqual({
      ok: true,
      accountHolder: 'Jordan Example',
      routingNumber: '021000021',
      accountNumber: '12345678',
      bankName: null,
    })
    expect(usForm({ bankName: ' Hudson Valley Savings ' })).toMatchObject({
      ok: true,
      bankName: 'Hudson Valley Savings',
    })
  })

  it.each([
    [{ routingNumber: '021000022' }, { routingNumber: 'routingNumber.invalid_checksum' }],
    [{ routingNumber: '02100002' }, { routingNumber: 'routingNumber.wrong_length' }],
    [{ routingNumber: '' }, { routingNumber: 'routingNumber.missing' }],
    [{ accountNumber: '123' }, { accountNumber: 'accountNumber.invalid_format' }],
    [{ accountNumber: '123456789012345678' }, { accountNumber: 'accountNumber.invalid_format' }],
    [{ accountNumber: '' }, { accountNumber: 'accountNumber.missing' }],
    [{ accountHolder: 'J' }, { accountHolder: 'required' }],
    [{ bankName: 'B'.repeat(141) }, { bankName: 'tooLong' }],
  ])('%j → %j', (fields, fieldErrors) => {
    expect(usForm(fields)).toEqual({ ok: false, fieldErrors })
  })

  it('does not ask a US customer for an IBAN', () => {
    expect(usForm({ iban: '' })).toMatchObject({ ok: true })
  })
})
