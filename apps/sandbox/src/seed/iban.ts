/** ISO 13616 check: move the first four characters to the end, letters to 10..35, mod 97 = 1. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** Builds an IBAN from a country code and BBAN, computing the two check digits. */
export function buildIban(countryCode: string, bban: string): string {
  const check = 98 - ibanRemainder(`${countryCode}00${bban}`)
  return `${countryCode}${String(check).padStart(2, '0')}${bban}`
}

export function isValidIban(iban: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && ibanRemainder(iban) === 1
}
