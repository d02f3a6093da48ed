import { formatCountryName } from '@portal/domain/format'
import { type PortalLocale, portalLocales } from '@portal/domain/locales'
import { markets } from '@portal/domain/markets'
import { taxResidences } from '@portal/domain/money/tax-residence'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { messagesOfLocale } from '@/messages/catalogue'

/** The net-rate column's heading as the offers table writes it (`Offers.columnNetRate`). */
async function netRateHeading(locale: PortalLocale, residence: string) {
  const t = createTranslator({
    locale,
    messages: await messagesOfLocale(locale),
    namespace: 'Offers',
  }) as unknown as (key: 'columnNetRate', values: { residence: string }) => string
  return t('columnNetRate', { residence: formatCountryName(residence, markets[locale].intlTag) })
}

describe('Offers.columnNetRate: a country name without its article still reads right', () => {
  it.each<[PortalLocale, string, string]>([
    ['de-ch', 'CH', 'Nettozins (Wohnsitz: Schweiz)'],
    ['de-de', 'US', 'Nettozins (Wohnsitz: Vereinigte Staaten)'],
    ['it-it', 'US', 'Tasso netto (residenza fiscale: Stati Uniti)'],
    ['en-gb', 'GB', 'Net rate (tax residence: United Kingdom)'],
    ['nl-nl', 'US', 'Nettorente (fiscaal woonland: Verenigde Staten)'],
    ['fr-fr', 'CH', 'Taux net (résidence fiscale : Suisse)'],
    ['es-es', 'US', 'Interés neto (residencia fiscal: Estados Unidos)'],
    ['pl-pl', 'CH', 'Oprocentowanie netto (rezydencja podatkowa: Szwajcaria)'],
    ['fi-fi', 'US', 'Nettokorko (asuinmaa: Yhdysvallat)'],
  ])('%s, resident in %s: %s', async (locale, residence, heading) => {
    expect((await netRateHeading(locale, residence)).replace(/\s/g, ' ')).toBe(heading)
  })

  it.each(portalLocales)(
    '%s sets the country after a label, never after a preposition that needs its article',
    async (locale) => {
      for (const residence of taxResidences) {
        const country = formatCountryName(residence, markets[locale].intlTag)
        expect(await netRateHeading(locale, residence)).toMatch(new RegExp(`:\\s${country}\\)$`))
      }
    },
  )
})
