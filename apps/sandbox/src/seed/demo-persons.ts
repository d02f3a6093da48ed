import type { Faker } from '@faker-js/faker'
import type { MarketLanguage } from '@portal/domain/markets'
import { industries, maritalStatuses, professions } from '@portal/domain/person-codes'
import type { persons } from '../db/schema'
import type { PostalAddress } from '../db/tables/customers'
import { seedReferenceDate } from './seed-faker'

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
 * A demo person with every field of spec section 3 (Person) filled, writing in `language`
 * (their market's, unless the seed says why not).
 */
export function demoPerson(
  faker: Faker,
  index: number,
  username: string,
  address: PostalAddress,
  language: MarketLanguage,
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
      phoneNumber: `+49 15${faker.string.numeric(9)}`,
      correspondenceLanguage: language,
    },
    taxDetails: [
      {
        taxIdentificationNumber: faker.string.numeric(11),
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
