import type { Address } from '@portal/domain'
import { addressLines } from '@portal/domain/customer-data/address-lines'
import { formatCountryName } from '@portal/domain/format'
import { useLocale } from 'next-intl'
import { Fragment } from 'react'

/**
 * A postal address as lines of text (never HTML: names and streets may hold anything), in the
 * format of its country's market: `Hauptstraße 5 / 50667 Köln`, `123 Main Street / Springfield,
 * IL 62704`; the country in the reader's language last.
 */
export function AddressText({ address }: { address: Address }) {
  const locale = useLocale()
  const lines = [...addressLines(address), formatCountryName(address.countryCode, locale)]
  return (
    <address className="not-italic" data-testid="address">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in a fixed order
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
