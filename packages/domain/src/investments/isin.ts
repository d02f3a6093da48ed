/**
 * International Securities Identification Number (ISO 6166): two letters of the issuing country,
 * nine letters or digits, one check digit. Letters count as two digits (A = 10 … Z = 35) and the
 * whole digit string must pass the Luhn check.
 */
const isinShape = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/

function luhnDigits(payload: string): string {
  return [...payload].map((char) => Number.parseInt(char, 36).toString()).join('')
}

/** The Luhn check digit for a string of digits that does not include it yet. */
function luhnCheckDigit(digits: string): number {
  let sum = 0
  // From the right, the first digit next to the (missing) check digit is doubled.
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index])
    const weighted = index % 2 === 0 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return (10 - (sum % 10)) % 10
}

/** The check digit of the first eleven characters of an ISIN. */
export function isinCheckDigit(firstEleven: string): number {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(firstEleven))
    throw new RangeError(`Not an ISIN body: ${firstEleven}`)
  return luhnCheckDigit(luhnDigits(firstEleven))
}

export function isValidIsin(value: string): boolean {
  return isinShape.test(value) && isinCheckDigit(value.slice(0, 11)) === Number(value.slice(11))
}
