import { describe, expect, it } from 'vitest'
import type { Address } from '../entities/address'
import { addressFormatOf, marketOf } from '../markets'
import { addressLines } from './address-lines'
import { isUsStateCode, usStates, usZipCode } from './us-states'

const german: Address = {
  street: 'Hauptstraße',
  streetNumber: '5',
  additionalInformation: null,
  flatNumber: '3',
  city: 'Köln',
  postalCode: '50667',
  countryCode: 'DE',
}
const us: Address = {
  street: 'Main Street',
  streetNumber: '123',
  additionalInformation: null,
  flatNumber: null,
  city: 'Springfield',
  postalCode: '62704',
  state: 'IL',
  countryCode: 'US',
}

describe('addressLines: the format of the address’s market', () => {
  it.each([
    ['a German address', german, ['Hauptstraße 5', '3', '50667 Köln']],
    ['a US address', us, ['123 Main Street', 'Springfield, IL 62704']],
    [
      'a US address entered as one street line, with a second line',
      {
        ...us,
        street: '742 Evergreen Terrace',
        streetNumber: null,
        additionalInformation: 'Apt 4B',
      },
      ['742 Evergreen Terrace', 'Apt 4B', 'Springfield, IL 62704'],
    ],
    [
      'a US address with ZIP+4',
      { ...us, postalCode: '62704-1234' },
      ['123 Main Street', 'Springfield, IL 62704-1234'],
    ],
    [
      'a Belgian address (outside the markets)',
      { ...german, countryCode: 'BE', flatNumber: null, postalCode: '1000', city: 'Bruxelles' },
      ['Hauptstraße 5', '1000 Bruxelles'],
    ],
  ])('%s', (_case, address, lines) => {
    expect(addressLines(address)).toEqual(lines)
  })
})

describe('address format in the market table', () => {
  it.each([
    ['en-us', 'cityStateZip'],
    ['en-gb', 'postcodeCity'],
    ['de-de', 'postcodeCity'],
    ['pl-pl', 'postcodeCity'],
  ] as const)('%s → %s', (locale, format) => {
    expect(marketOf(locale).addressFormat).toBe(format)
    expect(addressFormatOf(marketOf(locale).country)).toBe(format)
  })
})

describe('US states and ZIP codes', () => {
  it('lists the 50 states and DC once each', () => {
    expect(new Set(usStates.map(([code]) => code)).size).toBe(51)
    expect(isUsStateCode('DC')).toBe(true)
    expect(isUsStateCode('PR')).toBe(false)
  })

  it.each([
    ['62704', true],
    ['62704-1234', true],
    ['6270', false],
    ['62704-12', false],
    ['627041234', false],
  ])('ZIP %s → %s', (zip, valid) => {
    expect(usZipCode.test(zip)).toBe(valid)
  })
})
