import type { Faker } from '@faker-js/faker'
import { usStates } from '@portal/domain/customer-data/us-states'
import type { MarketLanguage } from '@portal/domain/markets'
import { addressFormatOf } from '@portal/domain/markets'
import { industries, maritalStatuses, professions } from '@portal/domain/person-codes'
import type { persons } from '../db/schema'
import type { PostalAddress } from '../db/tables/customers'
import { drawMobileNumber } from './mobile-numbers'
import { seedReferenceDate } from './seed-faker'
import { drawTaxIdentifier, type TaxIdFacts } from './tax-identifiers'

export type PersonRow = typeof persons.$inferSelect

export function demoAddress(faker: Faker, countryCode = 'DE'): PostalAddress {
  return {
    street: faker.location.street(),
    streetNumber: faker.location.buildingNumber(),
    additionalInformation: faker.datatype.boolean(0.3) ? 'c/o reception' : null,
    city: faker.location.city(),
    flatNumber: faker.datatype.boolean(0.4) ? String(faker.number.int({ min: 1, max: 40 })) : null,
    postalCode: faker.location.zipCode('#####'),
    countryCode,
  }
}

/**
 * An address as the people of `countryCode` write it, drawn by a faker of their market
 * (`marketFaker`): its streets, towns and postcodes, with no supplement in another language.
 */
export function marketAddress(faker: Faker, countryCode: string): PostalAddress {
  const address: PostalAddress = {
    street: faker.location.street(),
    // some of faker's house numbers carry the street's comma (Spain: ", 67")
    streetNumber: faker.location.buildingNumber().replace(/[^\p{L}\p{N}]/gu, ''),
    additionalInformation: null,
    city: faker.location.city(),
    flatNumber: faker.datatype.boolean(0.4) ? String(faker.number.int({ min: 1, max: 40 })) : null,
    postalCode: postalCode(faker, countryCode),
    countryCode,
  }
  if (addressFormatOf(countryCode) !== 'cityStateZip') return address
  // a US address names its state; the ZIP code is one of that state's
  const state = faker.helpers.arrayElement(usStates)[0]
  return { ...address, state, postalCode: faker.location.zipCode({ state }).slice(0, 5) }
}

/** Faker's British postcodes may end in digits: the inward code is a digit and two letters. */
function postalCode(faker: Faker, countryCode: string): string {
  const drawn = faker.location.zipCode()
  if (countryCode !== 'GB') return drawn
  const [outward] = drawn.split(' ')
  return `${outward} ${faker.helpers.fromRegExp(/[0-9][ABD-HJLNP-UW-Z]{2}/)}`
}

/** How a person's mobile number and tax identifier are drawn. */
export interface PersonNumbers {
  mobileNumber: (faker: Faker) => string
  taxIdentificationNumber: (faker: Faker, person: TaxIdFacts) => string
}

/** The German demo logins' numbers, drawn as the seed has always drawn them. */
const germanDemoNumbers: PersonNumbers = {
  mobileNumber: (faker) => `+49 15${faker.string.numeric(9)}`,
  taxIdentificationNumber: (faker) => faker.string.numeric(11),
}

/** A mobile number and a tax identifier of the country the person lives in. */
export function numbersOf(countryCode: string): PersonNumbers {
  return {
    mobileNumber: (faker) => drawMobileNumber(faker, countryCode),
    taxIdentificationNumber: (faker, person) => drawTaxIdentifier(faker, countryCode, person),
  }
}

/**
 * A demo person with every field of spec section 3 (Person) filled, writing in `language`
 * (their market's, unless the seed says why not).
 */
export function demoPerson(
  faker: Faker,
  index: number,
  username: string,
  address: PostalAddress,
  language: MarketLanguage,
  numbers: PersonNumbers = germanDemoNumbers,
) {
  const sex = faker.person.sexType()
  const firstName = faker.person.firstName(sex)
  const lastName = faker.person.lastName()
  const birthDate = faker.date
    .birthdate({ min: 25, max: 70, mode: 'age', refDate: seedReferenceDate })
    .toISOString()
    .slice(0, 10)
  const person: PersonRow = {
    id: `person-${String(index).padStart(4, '0')}`,
    personId: `P${String(7_000_000 + index)}`,
    firstName,
    lastName,
    birthDate,
    username,
    personalDetails: {
      academicTitleCode: faker.datatype.boolean(0.2) ? 'DR' : null,
      courtesyTitleCode: sex === 'female' ? 'MS' : 'MR',
      birthName: faker.datatype.boolean(0.2) ? faker.person.lastName() : lastName,
      birthPlace: faker.location.city(),
      birthCountryCode: address.countryCode,
      nationalityPrimary: address.countryCode,
      nationalitySecondary: faker.datatype.boolean(0.15) ? 'AT' : null,
      gender: sex === 'female' ? 'FEMALE' : 'MALE',
      maritalStatus: faker.helpers.arrayElement(maritalStatuses),
      profession: faker.helpers.arrayElement(professions),
      industry: faker.helpers.arrayElement(industries),
    },
    address,
    contactDetails: {
      email: username,
      phoneNumber: numbers.mobileNumber(faker),
      correspondenceLanguage: language,
    },
    taxDetails: [
      {
        taxIdentificationNumber: numbers.taxIdentificationNumber(faker, {
          firstName,
          lastName,
          birthDate,
          sex: sex === 'female' ? 'female' : 'male',
        }),
        countryCode: address.countryCode,
        precedence: 1,
      },
    ],
    additionalFinancialInformation: {
      pep: { status: false, additionalInfo: null },
      sourceOfFunds: {
        originOfFunds: { displayedText: 'Salary', code: 'SALARY' },
        annualIncome: { displayedText: '€50,000 to €100,000', code: 'FROM_50K_TO_100K' },
      },
    },
  }
  return person
}
