import type { Faker } from '@faker-js/faker'
import { checkMobileNumber } from '@portal/domain/customer-data/mobile-number-check'

/**
 * A mobile number of `country` (alpha-2) in E.164, one the portal's own mobile check accepts for a
 * customer living there: national numbers are drawn until one is a mobile number of the country
 * (a few hundred draws at most), so the same faker gives the same number.
 */
export function drawMobileNumber(faker: Faker, country: string): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const length = faker.number.int({ min: 7, max: 11 })
    const checked = checkMobileNumber(
      faker.string.numeric({ length, allowLeadingZeros: false }),
      country,
    )
    if (checked.ok) return checked.e164
  }
  throw new Error(`No mobile number drawn for ${country}`)
}
