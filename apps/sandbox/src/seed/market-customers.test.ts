import { checkMobileNumber } from '@portal/domain/customer-data/mobile-number-check'
import { isUsStateCode } from '@portal/domain/customer-data/us-states'
import { portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { buildMarketCustomers, marketCustomerUsername } from './market-customers'

/** The tax identifier's shape in each country, as its tax office writes it. */
const taxIdShapes: Readonly<Record<string, RegExp>> = {
  DE: /^[1-9]\d{10}$/, // Steuer-Identifikationsnummer
  AT: /^\d{2}-\d{3}\/\d{4}$/, // Steuernummer
  CH: /^756\.\d{4}\.\d{4}\.\d{2}$/, // AHV-Nummer
  GB: /^[A-CEGHJ-PR-TW-Z]{2} \d{2} \d{2} \d{2} [A-D]$/, // National Insurance number
  IE: /^\d{7}[A-W]$/, // PPS number
  US: /^\d{3}-\d{2}-\d{4}$/, // Social Security number
  ES: /^\d{8}[A-Z]$/, // DNI
  FR: /^[0-3]\d \d{2} \d{3} \d{3} \d{3}$/, // numéro fiscal
  NL: /^\d{9}$/, // BSN
  PL: /^\d{11}$/, // PESEL
  FI: /^\d{6}[-A]\d{3}[0-9A-Y]$/, // henkilötunnus
  IT: /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/, // codice fiscale
}

const customers = buildMarketCustomers()
const personOf = (locale: (typeof portalLocales)[number]) => {
  const person = customers.persons.find((p) => p.username === marketCustomerUsername(locale))
  if (person === undefined) throw new Error(`no demo customer for ${locale}`)
  return person
}

describe('the demo customer of each market', () => {
  it.each(portalLocales)('%s lives, is reached and pays tax in its country', (locale) => {
    const { country } = marketOf(locale)
    const person = personOf(locale)
    expect(person.address).toMatchObject({ countryCode: country, additionalInformation: null })
    expect(person.address?.streetNumber).toMatch(/^[\p{L}\p{N}]+$/u)
    expect(checkMobileNumber(person.contactDetails.phoneNumber ?? '', country)).toMatchObject({
      ok: true,
      e164: person.contactDetails.phoneNumber,
    })
    expect(person.taxDetails).toEqual([
      {
        taxIdentificationNumber: expect.stringMatching(taxIdShapes[country] ?? /^$/),
        countryCode: country,
        precedence: 1,
      },
    ])
  })

  it.each([
    ['pl-pl', /^\d{2}-\d{3}$/],
    ['nl-nl', /^\d{4} [A-Z]{2}$/],
    ['en-gb', /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/],
    ['de-ch', /^\d{4}$/],
    ['de-at', /^\d{4}$/],
    ['fi-fi', /^\d{5}$/],
    ['en-us', /^\d{5}$/],
  ] as const)('%s writes its postcode as the country does', (locale, shape) => {
    expect(personOf(locale).address?.postalCode).toMatch(shape)
  })

  it('gives the US customer a state as its USPS code, and no other customer a state', () => {
    const address = personOf('en-us').address
    expect(isUsStateCode(address?.state ?? '')).toBe(true)
    for (const locale of portalLocales.filter((each) => each !== 'en-us')) {
      expect(personOf(locale).address?.state ?? null).toBeNull()
    }
  })

  it('draws the same customers on every seed', () => {
    expect(JSON.stringify(buildMarketCustomers().persons)).toBe(JSON.stringify(customers.persons))
  })
})
