import { describe, expect, it } from 'vitest'
import { EditableAddress, InitialReferenceAccountRequest } from './customers'
import { DataChangeChallengeRequest } from './user-account'

const address = {
  street: 'Hauptstraße',
  streetNumber: '5',
  city: 'Köln',
  postalCode: '50667',
  countryCode: 'DE',
}

const us = {
  street: '123 Main Street',
  streetNumber: null,
  city: 'Springfield',
  postalCode: '62704',
  state: 'IL',
  countryCode: 'US',
}

describe('EditableAddress: the address form, checked the same in portal and sandbox', () => {
  it.each([
    ['a German address', {}, null],
    ['a Dutch postal code with a space', { postalCode: '1012 AB', countryCode: 'NL' }, null],
    ['markup in the street (kept as text)', { street: '<b>Hauptstraße</b>' }, null],
    ['markup as postal code', { postalCode: '<b>1</b>' }, 'postalCode'],
    ['an empty city', { city: '  ' }, 'city'],
    ['a lower-case country', { countryCode: 'de' }, 'countryCode'],
    ['a German address without a house number', { streetNumber: '' }, 'streetNumber'],
    ['a US address', us, null],
    ['a US address with ZIP+4', { ...us, postalCode: '62704-1234' }, null],
    ['a US address without a state', { ...us, state: null }, 'state'],
    ['a US address with an unknown state', { ...us, state: 'XX' }, 'state'],
    ['a US address with a 4-digit ZIP', { ...us, postalCode: '6270' }, 'postalCode'],
  ])('%s → %s', (_case, change, failingField) => {
    const result = EditableAddress.safeParse({ ...address, ...change })
    expect(result.success ? null : result.error.issues[0]?.path[0]).toBe(failingField)
  })

  it('keeps the state of a US address only', () => {
    expect(EditableAddress.parse(us)).toMatchObject({ state: 'IL', streetNumber: null })
    expect(EditableAddress.parse({ ...address, state: 'IL' })).toMatchObject({ state: null })
  })

  it('turns empty optional lines into null', () => {
    expect(
      EditableAddress.parse({ ...address, flatNumber: ' ', additionalInformation: '' }),
    ).toMatchObject({
      flatNumber: null,
      additionalInformation: null,
    })
  })
})

describe('InitialReferenceAccountRequest: a reason per field from ibantools', () => {
  it.each([
    [{ iban: 'DE89 3704 0044 0532 0130 00' }, null, null],
    [{ iban: 'DE89370400440532013001' }, 'iban', 'invalid_checksum'],
    [{ iban: 'DE8937040044053201300' }, 'iban', 'wrong_length'],
    [{ iban: 'DE89370400440532013000', bic: 'BNPAFRPPXXX' }, 'bic', 'bic_country_mismatch'],
    [{ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }, null, null],
    [{ routingNumber: '021000021', accountNumber: '123456789012' }, null, null],
    [
      { routingNumber: '021000022', accountNumber: '123456789012' },
      'routingNumber',
      'invalid_checksum',
    ],
    [{ routingNumber: '021000021', accountNumber: '' }, 'accountNumber', 'missing'],
  ])('%j → %s %s', (input, field, problem) => {
    const result = InitialReferenceAccountRequest.safeParse({
      accountHolder: 'Erika Muster',
      ...input,
    })
    if (field === null) return expect(result.success).toBe(true)
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: problem })
  })

  it('gives the IBAN in electronic format', () => {
    expect(
      InitialReferenceAccountRequest.parse({
        accountHolder: 'Erika',
        iban: 'de89 3704 0044 0532 0130 00',
      }),
    ).toMatchObject({ iban: 'DE89370400440532013000' })
  })
})

describe('DataChangeChallengeRequest', () => {
  it('takes a known purpose with the change as an object, nothing else', () => {
    expect(
      DataChangeChallengeRequest.safeParse({ purpose: 'password_change', change: {} }).success,
    ).toBe(true)
    expect(DataChangeChallengeRequest.safeParse({ purpose: 'payout', change: {} }).success).toBe(
      false,
    )
    expect(
      DataChangeChallengeRequest.safeParse({ purpose: 'email_change', change: 'x' }).success,
    ).toBe(false)
  })
})
