import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * A stored phone number (E.164, `+48450534435`) as the pages show it: in international form,
 * grouped as its country writes it (`+48 450 534 435`, `+41 79 123 45 67`), so that it reads the
 * same in every market. A text that is not a phone number is shown as stored.
 */
export function formatPhoneNumber(stored: string): string {
  return parsePhoneNumberFromString(stored.trim())?.formatInternational() ?? stored
}
