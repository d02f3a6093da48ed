import { describe, expect, it } from 'vitest'
import { isinCheckDigit, isValidIsin } from './isin'

describe('isValidIsin', () => {
  it.each([
    ['US0378331005', true], // published examples of real securities
    ['IE00B4L5Y983', true],
    ['DE0005140008', true],
    ['AU0000XVGZA3', true],
    ['GB0002634946', true],
    ['US0378331006', false], // wrong check digit
    ['US0378331050', false], // two digits swapped
    ['us0378331005', false], // lower case
    ['US037833100', false], // too short
    ['US03783310055', false], // too long
    ['1S0378331005', false], // country not letters
    ['US037833100X', false], // check not a digit
    ['', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidIsin(value)).toBe(valid)
  })
})

describe('isinCheckDigit', () => {
  it.each([
    ['US037833100', 5],
    ['IE00B4L5Y98', 3],
    ['AU0000XVGZA', 3],
  ])('%s gives %i', (body, digit) => {
    expect(isinCheckDigit(body)).toBe(digit)
  })

  it('throws for a malformed body, a programmer mistake', () => {
    expect(() => isinCheckDigit('US03783310')).toThrow(RangeError)
  })
})
