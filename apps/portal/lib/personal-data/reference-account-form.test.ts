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
