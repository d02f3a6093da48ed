import type { Address } from '../entities/address'
import { addressFormatOf } from '../markets'

/**
 * An address as the lines a letter or page prints, in the format of its country's market
 * (the country's name is the caller's last line, in the reader's language):
 * `Hauptstraße 5 / Whg. 3 / 50667 Köln`, or `123 Main Street / Apt 4B / Springfield, IL 62704`.
 */
export function addressLines(address: Address): string[] {
  const joined = (parts: (string | null | undefined)[], separator = ' ') =>
    parts.filter(Boolean).join(separator)
  const extra = joined([address.flatNumber, address.additionalInformation], ', ')
  if (addressFormatOf(address.countryCode) === 'cityStateZip') {
    const extraUs = joined([address.additionalInformation, address.flatNumber], ', ')
    const cityLine = joined([address.city, joined([address.state, address.postalCode])], ', ')
    return [joined([address.streetNumber, address.street]), extraUs, cityLine].filter(Boolean)
  }
  return [
    joined([address.street, address.streetNumber]),
    extra,
    joined([address.postalCode, address.city]),
  ].filter(Boolean)
}

/** The street line the way a US form asks for it: number first, one line. */
export function numberFirstStreetLine(address: Pick<Address, 'street' | 'streetNumber'>): string {
  return [address.streetNumber, address.street].filter(Boolean).join(' ')
}
