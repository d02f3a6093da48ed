import { describe, expect, it } from 'vitest'
import {
  currencyMinorDigits,
  displayedRate,
  formatAmountInput,
  formatCountryName,
  formatDate,
  formatDecimal,
  formatLabelled,
  formatMoney,
  formatNumericDate,
  formatPercent,
  formatWholeMoney,
  labelColon,
  minorUnitsToDecimal,
  showsEffectiveRate,
  spreadsheetSeparator,
} from './format'

// Intl separates number and unit with (narrow) no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPercent: "percent 1 to 2 decimals" (spec section 9)', () => {
  it.each([
    ['0.0325', 'de-DE', '3,25 %'],
    ['0.0325', 'en-GB', '3.25%'],
    ['0.0325', 'fr-FR', '3,25 %'],
    ['0.0325', 'en-US', '3.25%'],
    ['0.03', 'de-DE', '3,0 %'],
    ['0.03', 'en-US', '3.0%'],
    ['0.031', 'nl-NL', '3,1%'],
    ['0.03255', 'en-GB', '3.26%'],
    ['0.001', 'en-US', '0.1%'],
    ['0', 'de-DE', '0,0 %'],
    ['-0.005', 'en-US', '-0.5%'],
  ])('%s in %s is %s', (rate, locale, expected) => {
    expect(plain(formatPercent(rate, locale))).toBe(expected)
  })
})

describe('minorUnitsToDecimal', () => {
  it.each([
    [123456, 'EUR', '1234.56'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [100, 'JPY', '100'],
    [1234, 'KWD', '1.234'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
    [-250n, 'GBP', '-2.50'],
  ] as const)('%s %s is %s', (amount, currency, expected) => {
    expect(minorUnitsToDecimal(amount, currency)).toBe(expected)
  })

  it('reads minor digits from Intl', () => {
    expect([currencyMinorDigits('EUR'), currencyMinorDigits('JPY')]).toEqual([2, 0])
  })
})

describe('formatNumericDate: the all-digit date a spreadsheet of the language reads', () => {
  it.each([
    ['de-DE', '01.06.2026'],
    ['en-GB', '01/06/2026'],
    ['en-US', '06/01/2026'],
    ['pl-PL', '01.06.2026'],
    ['nl-NL', '01-06-2026'],
    ['fr-FR', '01/06/2026'],
  ])('%s writes 2026-06-01 as %s', (tag, expected) => {
    expect(formatNumericDate('2026-06-01', tag)).toBe(expected)
  })
})

describe('formatWholeMoney: round limits without minor digits', () => {
  it.each([
    [2_500_000, 'EUR', 'de-DE', '25.000 EUR'],
    [10_000_000, 'PLN', 'pl-PL', '100 000 PLN'],
    [2_500_000, 'CHF', 'de-CH', "CHF 25'000"],
    [8_500_000, 'GBP', 'en-GB', 'GBP 85,000'],
  ] as const)('%s %s in %s is %s', (amount, currency, locale, expected) => {
    expect(plain(formatWholeMoney(amount, currency, locale))).toBe(expected)
  })
})

describe('formatMoney: "currency at most 2 decimals with the currency code" (spec section 9)', () => {
  it.each([
    [123456, 'EUR', 'de-DE', '1.234,56 EUR'],
    [123456, 'EUR', 'fr-FR', '1 234,56 EUR'],
    [123456, 'GBP', 'en-GB', 'GBP 1,234.56'],
    [100000, 'USD', 'en-US', 'USD 1,000.00'],
    [1000000, 'PLN', 'pl-PL', '10 000,00 PLN'],
    [500, 'CHF', 'de-CH', 'CHF 5.00'],
    [1234, 'JPY', 'en-US', 'JPY 1,234'],
    [1235, 'KWD', 'en-US', 'KWD 1.24'],
  ] as const)('%s %s in %s is %s', (amount, currency, locale, expected) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(expected)
  })

  it('never loses a cent on amounts beyond float precision of major units', () => {
    expect(plain(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'en-US'))).toBe(
      'EUR 90,071,992,547,409.91',
    )
  })
})

describe('displayed rate: "effective interest rate is shown in FR, GB, ES, US, IE; nominal elsewhere"', () => {
  const offer = { nominalRate: '0.0300', effectiveRate: '0.0304' }
  it.each([
    ['FR', true],
    ['GB', true],
    ['ES', true],
    ['US', true],
    ['IE', true],
    ['ie', true],
    ['DE', false],
    ['AT', false],
    ['NL', false],
    ['PL', false],
    ['FI', false],
    ['IT', false],
    ['CH', false],
  ])('%s shows effective: %s', (country, effective) => {
    expect(showsEffectiveRate(country)).toBe(effective)
    expect(displayedRate(offer, country)).toBe(effective ? '0.0304' : '0.0300')
  })
})

describe('formatCountryName', () => {
  it.each([
    ['DE', 'de-DE', 'Deutschland'],
    ['NL', 'en-GB', 'Netherlands'],
    ['AT', 'fr-FR', 'Autriche'],
  ])('%s in %s → %s', (code, tag, name) => {
    expect(formatCountryName(code, tag)).toBe(name)
  })
})

describe("formatDate: the pages' medium date style, on the bank date", () => {
  it.each([
    ['2026-12-02', 'de-DE', '02.12.2026'],
    ['2026-12-02', 'en-GB', '2 Dec 2026'],
    ['2026-01-05', 'de-AT', '05.01.2026'],
    ['2026-12-02', 'fi-FI', '2.12.2026'],
    ['2026-12-31T23:30:00.000Z', 'de-DE', '31.12.2026'],
  ])('%s in %s is %s', (date, tag, expected) => {
    expect(plain(formatDate(date, tag))).toBe(expected)
  })
})

describe("formatDecimal: spreadsheet numbers in the reader's language", () => {
  it.each([
    ['1234.56', 'de-DE', '1234,56'],
    ['1234.56', 'en-GB', '1234.56'],
    ['-0.05', 'fr-FR', '-0,05'],
    ['90071992547409.91', 'pl-PL', '90071992547409,91'],
    ['12', 'it-IT', '12'],
    // a hyphen-minus, which spreadsheets read as a number, not Intl's U+2212 of Finnish
    ['-5000.00', 'fi-FI', '-5000,00'],
  ])('%s in %s is %s', (value, tag, expected) => {
    expect(formatDecimal(value, tag)).toBe(expected)
  })
})

describe('spreadsheetSeparator', () => {
  it('is a semicolon where the decimal separator is a comma', () => {
    expect(spreadsheetSeparator('de-DE')).toBe(';')
    expect(spreadsheetSeparator('fi-FI')).toBe(';')
    expect(spreadsheetSeparator('en-GB')).toBe(',')
    expect(spreadsheetSeparator('de-CH')).toBe(',')
  })
})

describe("formatAmountInput: an amount as the locale's amount field reads it (the hints' examples)", () => {
  it.each([
    [1_000_000, 'CHF', 'de-CH', "10'000.00"],
    [1_000_000, 'EUR', 'de-DE', '10.000,00'],
    [1_000_000, 'EUR', 'de-AT', '10 000,00'],
    [1_000_000, 'EUR', 'fr-FR', '10 000,00'],
    [1_000_000, 'USD', 'en-US', '10,000.00'],
    [1_000_000, 'GBP', 'en-GB', '10,000.00'],
    [1_000_000, 'PLN', 'pl-PL', '10 000,00'],
    [1_000_000, 'EUR', 'fi-FI', '10 000,00'],
    [1_000_000, 'EUR', 'nl-NL', '10.000,00'],
    [50_000, 'EUR', 'it-IT', '500,00'],
    [15_000, 'JPY', 'ja-JP', '15,000'],
  ])('%s %s in %s is %s', (amount, currency, locale, expected) => {
    expect(plain(formatAmountInput(amount, currency, locale))).toBe(expected)
  })
})

describe('formatLabelled: a label, the colon as the language sets it, the value', () => {
  it.each([
    ['IBAN', 'DE02 1203 0000 0000 2020 51', 'fr-FR', 'IBAN\u00a0: DE02 1203 0000 0000 2020 51'],
    ['Montant', '100,00 EUR', 'fr-fr', 'Montant\u00a0: 100,00 EUR'],
    ['IBAN', 'DE02 1203 0000 0000 2020 51', 'de-DE', 'IBAN: DE02 1203 0000 0000 2020 51'],
    ['IBAN', 'CH93 0076 2011 6238 5295 7', 'de-CH', 'IBAN: CH93 0076 2011 6238 5295 7'],
    ['Amount', '$100.00', 'en-US', 'Amount: $100.00'],
    ['Importe', '100,00 EUR', 'es-ES', 'Importe: 100,00 EUR'],
    ['Kwota', '100,00 PLN', 'pl-PL', 'Kwota: 100,00 PLN'],
    ['Bedrag', '€ 100,00', 'nl-NL', 'Bedrag: € 100,00'],
    ['Importo', '100,00 EUR', 'it-IT', 'Importo: 100,00 EUR'],
    ['Summa', '100,00 EUR', 'fi-FI', 'Summa: 100,00 EUR'],
  ])('%s / %s in %s', (label, value, locale, expected) => {
    expect(formatLabelled(label, value, locale)).toBe(expected)
  })

  it.each([
    ['Pays', 'fr-FR', 'Pays\u00a0:'],
    ['Land', 'de-DE', 'Land:'],
  ])('labelColon(%s) in %s is %s', (label, locale, expected) => {
    expect(labelColon(label, locale)).toBe(expected)
  })
})
