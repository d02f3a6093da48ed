import { describe, expect, it } from 'vitest'
import { formatPhoneNumber } from './phone-number-display'

describe("formatPhoneNumber: a stored number in international form, grouped as its country's", () => {
  it.each([
    ['+48450534435', '+48 450 534 435'],
    ['+4915112345678', '+49 1511 2345678'],
    ['+436641234567', '+43 664 1234567'],
    ['+41791234567', '+41 79 123 45 67'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+447400123456', '+44 7400 123456'],
    ['+12015550123', '+1 201 555 0123'],
    ['+358401234567', '+358 40 1234567'],
    ['+31612345678', '+31 6 12345678'],
    ['+393123456789', '+39 312 345 6789'],
    ['+34612345678', '+34 612 34 56 78'],
    ['+353851234567', '+353 85 123 4567'],
    ['not a number', 'not a number'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown)
  })
})
