import { describe, expect, it } from 'vitest'
import { buildIban, isValidIban } from './iban'

describe('buildIban', () => {
  it.each([
    ['DE', '370400440532013000', 'DE89370400440532013000'],
    ['GB', 'NWBK60161331926819', 'GB29NWBK60161331926819'],
    ['AT', '1904300234573201', 'AT611904300234573201'],
  ])('computes the check digits of %s %s', (country, bban, iban) => {
    expect(buildIban(country, bban)).toBe(iban)
    expect(isValidIban(iban)).toBe(true)
  })

  it('rejects a wrong check digit', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false)
  })
})
