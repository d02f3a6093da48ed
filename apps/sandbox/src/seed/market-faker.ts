import {
  base,
  de,
  de_AT,
  de_CH,
  en,
  en_GB,
  en_IE,
  en_US,
  es,
  Faker,
  fi,
  fr,
  it,
  type LocaleDefinition,
  nl,
  pl,
} from '@faker-js/faker'
import type { Market } from '@portal/domain/markets'

/** Faker's data of the languages and countries the markets are in, by faker's own names. */
const fakerLocales: Readonly<Record<string, LocaleDefinition>> = {
  de,
  de_AT,
  de_CH,
  en,
  en_GB,
  en_IE,
  en_US,
  es,
  fi,
  fr,
  it,
  nl,
  pl,
}

/**
 * A faker on a fixed seed that draws names, streets and towns of the market's country: faker's
 * data of its language in that country, else of its language, else English.
 */
export function marketFaker(market: Pick<Market, 'language' | 'country'>, seed: number): Faker {
  const chain = [`${market.language}_${market.country}`, market.language, 'en']
    .map((name) => fakerLocales[name])
    .filter((locale, index, all): locale is LocaleDefinition => {
      return locale !== undefined && all.indexOf(locale) === index
    })
  return new Faker({ locale: [...chain, base], seed })
}
