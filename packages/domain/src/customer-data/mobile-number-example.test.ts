import { describe, expect, it } from 'vitest'
import { markets } from '../markets'
import { checkMobileNumber } from './mobile-number-check'
import { mobileNumberExample } from './mobile-number-example'

describe('mobileNumberExample: the country’s own mobile number format', () => {
  it.each([
    ['DE', '01512 3456789', '+49 1512 3456789'],
    ['AT', '0664 123456', '+43 664 123456'],
    ['CH', '078 123 45 67', '+41 78 123 45 67'],
    ['GB', '07400 123456', '+44 7400 123456'],
    ['US', '(201) 555-0123', '+1 201 555 0123'],
    ['PL', '512 345 678', '+48 512 345 678'],
    ['pl', '512 345 678', '+48 512 345 678'],
  ])('%s: %s or %s', (country, national, international) => {
    expect(mobileNumberExample(country)).toEqual({ national, international })
  })

  it('gives every market an example that its own mobile check accepts', () => {
    for (const { country } of Object.values(markets)) {
      const example = mobileNumberExample(country)
      expect(example, country).toBeDefined()
      expect(checkMobileNumber(example?.national ?? '', country).ok, country).toBe(true)
      expect(checkMobileNumber(example?.international ?? '', country).ok, country).toBe(true)
    }
  })

  it('has none for a code that is no country', () => {
    expect(mobileNumberExample('XX')).toBeUndefined()
  })
})
