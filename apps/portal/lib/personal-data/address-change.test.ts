import { describe, expect, it } from 'vitest'
import { AddressChange, postalCodeFits } from './address-change'

const valid = {
  street: 'Unter den Linden',
  streetNumber: '5',
  additionalInformation: '',
  flatNumber: '',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
}

const problems = (input: Record<string, string>) => {
  const result = AddressChange.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('postalCodeFits', () => {
  it.each([
    ['10117', 'DE', true],
    ['1011', 'DE', false],
    ['1010', 'AT', true],
    ['1012 AB', 'NL', true],
    ['1012AB', 'NL', true],
    ['00-950', 'PL', true],
    ['00950', 'PL', false],
    ['SW1A 1AA', 'GB', true],
    ['D02 X285', 'IE', true],
    ['94105-1234', 'US', true],
    ['ABC', 'DE', false],
    ['1000', 'BE', true],
    ['<b>', 'BE', false],
  ])('%s in %s → %s', (code, country, fits) => {
    expect(postalCodeFits(code, country)).toBe(fits)
  })
})

describe('AddressChange', () => {
  it('accepts a German address and turns empty optional lines into null', () => {
    const result = AddressChange.parse(valid)
    expect(result).toMatchObject({ street: 'Unter den Linden', flatNumber: null })
  })

  it.each([
    [{ street: '' }, { street: 'required' }],
    [{ city: '   ' }, { city: 'required' }],
    [{ postalCode: 'ABCDE' }, { postalCode: 'postalCodeFormat' }],
    [{ postalCode: '' }, { postalCode: 'required' }],
    [{ street: '<script>alert(1)</script>' }, { street: 'invalidCharacters' }],
    [{ city: 'x'.repeat(61) }, { city: 'tooLong' }],
    [{ countryCode: '' }, { countryCode: 'required' }],
  ])('%j → %j', (change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual(expected)
  })

  it('keeps a state only for a US address', () => {
    expect(AddressChange.parse({ ...valid, state: 'IL' })).toMatchObject({ state: null })
  })

  it('accepts names of other scripts and punctuation of street names', () => {
    expect(
      problems({
        ...valid,
        street: "St. Anne's-Weg",
        city: 'Łódź',
        postalCode: '90-001',
        countryCode: 'PL',
      }),
    ).toEqual({})
  })
})

const us = {
  street: '123 Main Street',
  streetNumber: '',
  additionalInformation: '',
  flatNumber: '',
  postalCode: '62704',
  city: 'Springfield',
  state: 'IL',
  countryCode: 'US',
}

describe('AddressChange of a US address: street line with its number, state and ZIP code', () => {
  it('accepts one street line, a state and a ZIP code, with no house number field', () => {
    expect(AddressChange.parse(us)).toMatchObject({
      street: '123 Main Street',
      streetNumber: null,
      state: 'IL',
      postalCode: '62704',
    })
  })

  it.each([
    [{ postalCode: '62704-1234' }, {}],
    [{ state: 'DC' }, {}],
    [{ additionalInformation: 'Apt 4B' }, {}],
    [{ state: '' }, { state: 'invalidChoice' }],
    [{ state: 'XX' }, { state: 'invalidChoice' }],
    [{ postalCode: '6270' }, { postalCode: 'zipFormat' }],
    [{ postalCode: '62704-12' }, { postalCode: 'zipFormat' }],
    [{ postalCode: 'SW1A 1AA' }, { postalCode: 'zipFormat' }],
    [{ postalCode: '' }, { postalCode: 'required' }],
    [{ street: '' }, { street: 'required' }],
  ])('%j → %j', (change, expected) => {
    expect(problems({ ...us, ...change })).toEqual(expected)
  })

  it('still asks a German address for its house number', () => {
    expect(problems({ ...valid, streetNumber: '' })).toEqual({ streetNumber: 'required' })
  })
})
