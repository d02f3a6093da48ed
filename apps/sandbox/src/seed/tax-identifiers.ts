import type { Faker } from '@faker-js/faker'

/** What a country's tax identifier may be built from. */
export interface TaxIdFacts {
  firstName: string
  lastName: string
  /** `YYYY-MM-DD`. */
  birthDate: string
  sex: 'female' | 'male'
}

type Draw = (faker: Faker, person: TaxIdFacts) => string

const digits = (text: string) => [...text].map(Number)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const weighted = (text: string, weights: number[]) =>
  sum(digits(text).map((digit, index) => digit * (weights[index % weights.length] ?? 0)))

/** Check characters of the identifiers, each as its issuer defines it. */
export const checkOf = {
  /** Steuer-Identifikationsnummer: ISO 7064 MOD 11,10 over the first ten digits. */
  DE: (ten: string) => {
    let product = 10
    for (const digit of digits(ten)) {
      const total = (digit + product) % 10 || 10
      product = (total * 2) % 11
    }
    return String((11 - product) % 10)
  },
  /** Steuernummer: Luhn over the Finanzamt and the seven-digit number. */
  AT: (eight: string) => {
    const values = digits(eight).map((digit, index) =>
      index % 2 === 1 ? ((digit * 2) % 10) + Math.floor((digit * 2) / 10) : digit,
    )
    return String((10 - (sum(values) % 10)) % 10)
  },
  /** AHV-Nummer: the EAN-13 check digit. */
  CH: (twelve: string) => String((10 - (weighted(twelve, [1, 3]) % 10)) % 10),
  /** PPS number: weights 8 to 2, modulo 23, 0 written W. */
  IE: (seven: string) => 'WABCDEFGHIJKLMNOPQRSTUV'[weighted(seven, [8, 7, 6, 5, 4, 3, 2]) % 23],
  /** DNI: the number modulo 23. */
  ES: (eight: string) => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(eight) % 23],
  /** Numéro fiscal: the first ten digits modulo 511. */
  FR: (ten: string) => String(Number(ten) % 511).padStart(3, '0'),
  /** BSN: the eleven test; 10 means the eight digits take no ninth. */
  NL: (eight: string) => weighted(eight, [9, 8, 7, 6, 5, 4, 3, 2]) % 11,
  /** PESEL: weights 1 3 7 9, the tenth complement. */
  PL: (ten: string) => String((10 - (weighted(ten, [1, 3, 7, 9]) % 10)) % 10),
  /** Henkilötunnus: date and individual number modulo 31. */
  FI: (nine: string) => '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(nine) % 31],
  /** Codice fiscale: odd and even positions valued by their tables, modulo 26. */
  IT: (fifteen: string) => {
    const odd = [
      1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
    ]
    const value = (character: string) =>
      /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 65
    const total = sum(
      [...fifteen].map((character, index) =>
        index % 2 === 0 ? (odd[value(character)] ?? 0) : value(character),
      ),
    )
    return String.fromCharCode(65 + (total % 26))
  },
}

/** Letters of a name the codice fiscale is built from: its consonants, then its vowels. */
function nameLetters(name: string, isFirstName: boolean): string {
  const letters = name
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
  const consonants = letters.replace(/[AEIOU]/g, '')
  const vowels = letters.replace(/[^AEIOU]/g, '')
  if (isFirstName && consonants.length >= 4) return `${consonants[0]}${consonants.slice(2, 4)}`
  return `${consonants}${vowels}XXX`.slice(0, 3)
}

/** A tax identifier of each country a market lives in, in the form its tax office writes it. */
const draws: Readonly<Record<string, Draw>> = {
  DE: (faker) => {
    // ten digits, one of them twice and none three times, never led by 0
    const [first = '1', ...rest] = faker.helpers.shuffle([...'123456789'])
    const body = [first, ...faker.helpers.shuffle([...rest.slice(0, 7), '0'])]
    const twice = faker.helpers.arrayElement(body)
    body.splice(faker.number.int({ min: 1, max: body.length }), 0, twice)
    const ten = body.join('')
    return `${ten}${checkOf.DE(ten)}`
  },
  AT: (faker) => {
    const eight = `${faker.number.int({ min: 10, max: 98 })}${faker.string.numeric(6)}`
    return `${eight.slice(0, 2)}-${eight.slice(2, 5)}/${eight.slice(5)}${checkOf.AT(eight)}`
  },
  CH: (faker) => {
    const twelve = `756${faker.string.numeric(9)}`
    const ahv = `${twelve}${checkOf.CH(twelve)}`
    return `${ahv.slice(0, 3)}.${ahv.slice(3, 7)}.${ahv.slice(7, 11)}.${ahv.slice(11)}`
  },
  GB: (faker) => {
    const prefix = faker.helpers.arrayElement(
      [...'ABCEGHJKLMNOPRSTWXYZ'].flatMap((first) =>
        [...'ABCEGHJKLMNPRSTWXYZ']
          .map((second) => `${first}${second}`)
          .filter((pair) => !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pair)),
      ),
    )
    const number = faker.string.numeric(6)
    const suffix = faker.helpers.arrayElement(['A', 'B', 'C', 'D'])
    return `${prefix} ${number.slice(0, 2)} ${number.slice(2, 4)} ${number.slice(4)} ${suffix}`
  },
  IE: (faker) => {
    const seven = faker.string.numeric(7)
    return `${seven}${checkOf.IE(seven)}`
  },
  US: (faker) => {
    const area = faker.helpers.arrayElement(
      Array.from({ length: 899 }, (_, index) => index + 1).filter((value) => value !== 666),
    )
    const group = faker.number.int({ min: 1, max: 99 })
    const serial = faker.number.int({ min: 1, max: 9999 })
    return `${String(area).padStart(3, '0')}-${String(group).padStart(2, '0')}-${String(serial).padStart(4, '0')}`
  },
  ES: (faker) => {
    const eight = faker.string.numeric(8)
    return `${eight}${checkOf.ES(eight)}`
  },
  FR: (faker) => {
    const ten = `${faker.number.int({ min: 0, max: 3 })}${faker.string.numeric(9)}`
    const all = `${ten}${checkOf.FR(ten)}`
    return `${all.slice(0, 2)} ${all.slice(2, 4)} ${all.slice(4, 7)} ${all.slice(7, 10)} ${all.slice(10)}`
  },
  NL: (faker) => {
    for (;;) {
      const eight = `${faker.number.int({ min: 1, max: 9 })}${faker.string.numeric(7)}`
      const check = checkOf.NL(eight)
      if (check < 10) return `${eight}${check}`
    }
  },
  PL: (faker, person) => {
    const year = Number(person.birthDate.slice(0, 4))
    const month = Number(person.birthDate.slice(5, 7)) + (year >= 2000 ? 20 : 0)
    const serial = faker.string.numeric(3)
    const sexDigit = faker.helpers.arrayElement(
      person.sex === 'female' ? [0, 2, 4, 6, 8] : [1, 3, 5, 7, 9],
    )
    const ten = `${person.birthDate.slice(2, 4)}${String(month).padStart(2, '0')}${person.birthDate.slice(8, 10)}${serial}${sexDigit}`
    return `${ten}${checkOf.PL(ten)}`
  },
  FI: (faker, person) => {
    const date = `${person.birthDate.slice(8, 10)}${person.birthDate.slice(5, 7)}${person.birthDate.slice(2, 4)}`
    const century = Number(person.birthDate.slice(0, 4)) >= 2000 ? 'A' : '-'
    const individual = faker.number.int({ min: 1, max: 449 }) * 2 + (person.sex === 'male' ? 1 : 0)
    const number = String(individual).padStart(3, '0')
    return `${date}${century}${number}${checkOf.FI(`${date}${number}`)}`
  },
  IT: (faker, person) => {
    const day = Number(person.birthDate.slice(8, 10)) + (person.sex === 'female' ? 40 : 0)
    const municipality = `${faker.helpers.arrayElement([...'ABCDEFGHILM'])}${faker.string.numeric(3)}`
    const fifteen = [
      nameLetters(person.lastName, false),
      nameLetters(person.firstName, true),
      person.birthDate.slice(2, 4),
      'ABCDEHLMPRST'[Number(person.birthDate.slice(5, 7)) - 1],
      String(day).padStart(2, '0'),
      municipality,
    ].join('')
    return `${fifteen}${checkOf.IT(fifteen)}`
  },
}

export const taxIdCountries = Object.keys(draws)

/** A tax identifier of `country` for the person, as its tax office writes it. */
export function drawTaxIdentifier(faker: Faker, country: string, person: TaxIdFacts): string {
  const draw = draws[country]
  if (draw === undefined) throw new Error(`No tax identifier rule for ${country}`)
  return draw(faker, person)
}
