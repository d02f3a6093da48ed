import { describe, expect, it } from 'vitest'
import { checkOf } from './tax-identifiers'

/** Published examples of each identifier: the body, and the check its issuer gives it. */
describe('checkOf', () => {
  it.each([
    ['DE', '8609574271', '9'], // 86095742719
    ['AT', '93173658', '1'], // 93-173/6581
    ['CH', '756921707698', '5'], // 756.9217.0769.85
    ['IE', '1234567', 'T'], // 1234567T
    ['ES', '12345678', 'Z'], // 12345678Z
    ['FR', '3023217600', '053'], // 30 23 217 600 053
    ['NL', '11122233', 3], // 111222333
    ['PL', '4405140135', '9'], // 44051401359
    ['FI', '131052308', 'T'], // 131052-308T
    ['IT', 'RSSMRA85T10A562', 'S'], // RSSMRA85T10A562S
  ] as const)('%s %s → %s', (country, body, check) => {
    expect(checkOf[country](body)).toBe(check)
  })
})
