import countries from 'i18n-iso-countries'
import de from 'i18n-iso-countries/langs/de.json'
import en from 'i18n-iso-countries/langs/en.json'
import es from 'i18n-iso-countries/langs/es.json'
import fi from 'i18n-iso-countries/langs/fi.json'
import fr from 'i18n-iso-countries/langs/fr.json'
import it from 'i18n-iso-countries/langs/it.json'
import nl from 'i18n-iso-countries/langs/nl.json'
import pl from 'i18n-iso-countries/langs/pl.json'

/** Country tables of spec section 3, taken from the ISO 3166 data of `i18n-iso-countries`. */

const localeData = [en, de, fr, es, it, nl, pl, fi]
for (const data of localeData) countries.registerLocale(data)

/** Languages whose country names are recognised, tried in this order. */
export const countryNameLanguages = localeData.map((data) => data.locale)

/** Every alpha-2 code with its alpha-3 code. */
export const alpha2ToAlpha3Table: Readonly<Record<string, string>> = countries.getAlpha2Codes()

/** Every alpha-3 code with its alpha-2 code. */
export const alpha3ToAlpha2Table: Readonly<Record<string, string>> = countries.getAlpha3Codes()

export function alpha2ToAlpha3(alpha2: string): string | undefined {
  return alpha2ToAlpha3Table[alpha2.toUpperCase()]
}

export function alpha3ToAlpha2(alpha3: string): string | undefined {
  return alpha3ToAlpha2Table[alpha3.toUpperCase()]
}

/**
 * A free-text country name in any supported language to its alpha-2 code:
 * "Deutschland", "Allemagne" → DE. Case and accents are ignored; unknown names give undefined.
 */
export function countryNameToAlpha2(
  name: string,
  languages: readonly string[] = countryNameLanguages,
): string | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return undefined
  for (const language of languages) {
    const code =
      countries.getAlpha2Code(trimmed, language) ?? countries.getSimpleAlpha2Code(trimmed, language)
    if (code) return code
  }
  return undefined
}
