import { describe, expect, it } from 'vitest'
import { parseAmount } from './parse-amount'

describe('parseAmount', () => {
  it.each([
    // text, locale, result
    ['500', 'de-DE', 50_000],
    ['1.234,50', 'de-DE', 123_450],
    ['1234,5', 'de-DE', 123_450],
    ['1.000', 'de-DE', 100_000],
    ['10.000.000', 'de-DE', 1_000_000_000],
    ['1234.5', 'de-DE', 123_450],
    ['1.234,50', 'nl-NL', 123_450],
    ['€ 25', 'nl-NL', 2_500],
    ['1 000 €', 'de-DE', 100_000],
    ['1,234.50', 'en-GB', 123_450],
    ['  75  ', 'en-GB', 7_500],
    ['0', 'de-DE', 0],
    ['', 'de-DE', 0],
    ['0,01', 'de-DE', 1],
  ])('%j in %s is %i minor units', (text, locale, minorUnits) => {
    expect(parseAmount(text, locale)).toEqual({ ok: true, minorUnits })
  })

  it.each([
    ['abc', 'de-DE', 'notANumber'],
    ['12a', 'de-DE', 'notANumber'],
    ['1.2.3', 'de-DE', 'notANumber'],
    ['1,23,4', 'de-DE', 'notANumber'],
    ['1e5', 'en-GB', 'notANumber'],
    ['Infinity', 'en-GB', 'notANumber'],
    ['-', 'de-DE', 'notANumber'],
    ['-500', 'de-DE', 'negative'],
    ['−1.000,00', 'de-DE', 'negative'],
    ['12,345', 'de-DE', 'tooManyDecimals'],
    ['1.5555', 'en-GB', 'tooManyDecimals'],
    ['1.000', 'en-GB', 'tooManyDecimals'],
  ])('%j in %s is %s', (text, locale, key) => {
    expect(parseAmount(text, locale)).toEqual({ ok: false, key })
  })
})
