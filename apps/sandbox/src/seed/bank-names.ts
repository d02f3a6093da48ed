import type { Faker } from '@faker-js/faker'
import type { PartnerCountry } from './countries'

// Invented stems: the names are made up and are not meant to match any real institution.
const stemStarts = ['Alv', 'Bren', 'Cor', 'Dal', 'Elm', 'Fal', 'Gry', 'Hel', 'Isk', 'Jar', 'Kel']
const moreStarts = ['Lun', 'Mir', 'Nor', 'Ost', 'Pel', 'Quor', 'Ros', 'Sol', 'Tav', 'Ulv', 'Vel']
const stemEnds = ['ado', 'ara', 'bery', 'dane', 'enza', 'ford', 'gard', 'holm', 'ica', 'inth']
const moreEnds = ['mark', 'mora', 'quist', 'rion', 'stad', 'vale', 'via', 'wick', 'wyn', 'zen']
const qualifiers = ['Savings', 'Direct', 'Capital', 'Trust', 'Invest', 'Credit', 'Private', 'Union']

/** A fictional bank name in the country's naming style, unique within `taken`. */
export function fictionalBankName(faker: Faker, country: PartnerCountry, taken: Set<string>) {
  for (;;) {
    const stem =
      faker.helpers.arrayElement([...stemStarts, ...moreStarts]) +
      faker.helpers.arrayElement([...stemEnds, ...moreEnds])
    const qualifier = faker.datatype.boolean(0.35)
      ? ` ${faker.helpers.arrayElement(qualifiers)}`
      : ''
    const name = country.bankWordFirst
      ? `${country.bankWord} ${stem}${qualifier}`
      : `${stem}${qualifier} ${country.bankWord}`
    if (!taken.has(name)) {
      taken.add(name)
      return name
    }
  }
}

export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
