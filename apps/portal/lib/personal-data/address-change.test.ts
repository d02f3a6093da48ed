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
