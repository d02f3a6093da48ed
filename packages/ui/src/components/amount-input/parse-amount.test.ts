import { describe, expect, it } from 'vitest'
import { currencyAdornment, formatMinorAmount, parseAmount } from './parse-amount'

describe('parseAmount', () => {
  it.each([
    // locale, currency, input, minor units
    ['de-DE', 'EUR', '', null],
    ['de-DE', 'EUR', '   ', null],
    ['de-DE', 'EUR', '0', 0],
    ['de-DE', 'EUR', '12', 1200],
    ['de-DE', 'EUR', '12,5', 1250],
    ['de-DE', 'EUR', '12,05', 1205],
    ['de-DE', 'EUR', '12,', 1200],
    ['de-DE', 'EUR', ',5', 50],
    ['de-DE', 'EUR', '1.000', 100000],
    ['de-DE', 'EUR', '1.000,50', 100050],
    ['de-DE', 'EUR', '1.234.567,89', 123456789],
    ['de-DE', 'EUR', '12.5', 1250],
    ['de-DE', 'EUR', '1 000,50', 100050],
    ['de-DE', 'EUR', '0,10', 10],
    ['de-CH', 'CHF', '1’000.25', 100025],
    ['en-GB', 'GBP', '1,000.50', 100050],
    ['en-GB', 'GBP', '1.00', 100],
    ['en-US', 'USD', '1,5', 150],
    ['en-US', 'USD', '0.1', 10],
    ['en-US', 'USD', '0.29', 29],
    ['fr-FR', 'EUR', '10\u202f000,75', 1000075],
    ['pl-PL', 'PLN', '2500,99', 250099],
    ['ja-JP', 'JPY', '1,500', 1500],
    ['en-US', 'USD', '90071992547409.91', 9007199254740991],
  ])('%s %s "%s" is %s minor units', (locale, currency, input, minor) => {
    expect(parseAmount(input, locale, currency)).toEqual({ ok: true, minor })
  })

  it.each([
    ['de-DE', 'EUR', '-5', 'negative'],
    ['de-DE', 'EUR', '−5', 'negative'],
    ['en-US', 'USD', '(5)', 'negative'],
    ['de-DE', 'EUR', 'abc', 'not-a-number'],
    ['de-DE', 'EUR', '12a', 'not-a-number'],
    ['de-DE', 'EUR', '1e5', 'not-a-number'],
    ['de-DE', 'EUR', ',', 'not-a-number'],
    ['de-DE', 'EUR', '1,2,3', 'not-a-number'],
    ['de-DE', 'EUR', '1.00.000', 'not-a-number'],
    ['de-DE', 'EUR', '1.000.50', 'not-a-number'],
    ['en-GB', 'GBP', '1.000', 'too-many-decimals'],
    // a mark that is not the locale's grouping never groups: no amount a thousand times too large
    ['en-US', 'USD', '1.000,50', 'not-a-number'],
    ['pl-PL', 'PLN', '12.345', 'too-many-decimals'],
    ['fr-FR', 'EUR', '12.345', 'too-many-decimals'],
    ['fi-FI', 'EUR', '12.345', 'too-many-decimals'],
    ['de-CH', 'CHF', '12,345', 'too-many-decimals'],
    ['de-CH', 'CHF', '1.234,5', 'not-a-number'],
    ['de-DE', 'EUR', '12,505', 'too-many-decimals'],
    ['ja-JP', 'JPY', '12.5', 'too-many-decimals'],
    ['en-US', 'USD', '900719925474099.93', 'too-large'],
  ])('%s %s "%s" fails with %s', (locale, currency, input, error) => {
    expect(parseAmount(input, locale, currency)).toEqual({ ok: false, error })
  })
})

describe('formatMinorAmount', () => {
  it.each([
    [100050, 'de-DE', 'EUR', '1.000,50'],
    [5, 'de-DE', 'EUR', '0,05'],
    [100050, 'en-GB', 'GBP', '1,000.50'],
    [1500, 'ja-JP', 'JPY', '1,500'],
    [9007199254740991, 'en-US', 'USD', '90,071,992,547,409.91'],
  ])('%s in %s %s displays %s', (minor, locale, currency, text) => {
    expect(formatMinorAmount(minor, locale, currency)).toBe(text)
  })

  it('round-trips through parseAmount', () => {
    const text = formatMinorAmount(123456789, 'fr-FR', 'EUR')
    expect(parseAmount(text, 'fr-FR', 'EUR')).toEqual({ ok: true, minor: 123456789 })
  })
})

describe('currencyAdornment', () => {
  it.each([
    ['de-DE', 'EUR', '€', 'suffix'],
    ['en-GB', 'GBP', '£', 'prefix'],
    ['en-US', 'USD', '$', 'prefix'],
  ])('%s %s shows %s as a %s', (locale, currency, symbol, position) => {
    expect(currencyAdornment(locale, currency)).toEqual({ symbol, position })
  })
})
