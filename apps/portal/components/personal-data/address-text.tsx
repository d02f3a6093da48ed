import type { Address } from '@portal/domain'
import { formatCountryName } from '@portal/domain/format'
import { useLocale } from 'next-intl'

/** A postal address as lines of text (never HTML: names and streets may hold anything). */
export function AddressText({ address }: { address: Address }) {
  const locale = useLocale()
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ')
  const flat = [address.flatNumber, address.additionalInformation].filter(Boolean).join(', ')
  return (
    <address className="not-italic" data-testid="address">
      {street}
      {flat ? (
        <>
          <br />
          {flat}
        </>
      ) : null}
      <br />
      {address.postalCode} {address.city}
      <br />
      {formatCountryName(address.countryCode, locale)}
    </address>
  )
}
