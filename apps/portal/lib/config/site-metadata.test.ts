import { formatCountryName } from '@portal/domain/format'
import { portalLocales } from '@portal/domain/locales'
import { markets } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { messagesOfLocale } from '@/messages/catalogue'

/**
 * Every page's meta description is one text per language, read in markets that sell banks of
 * different places (the US only American banks, GB only British ones, the euro markets no
 * American ones): it names no place, so it is true in each.
 */
describe('the site-wide meta description', () => {
  it.each(portalLocales)('%s names no country or continent', async (locale) => {
    const messages = await messagesOfLocale(locale)
    const description = (messages.Metadata as { description: string }).description
    const places = [
      ...Object.values(markets).map(({ country }) =>
        formatCountryName(country, markets[locale].intlTag),
      ),
      'USA',
      'US',
      'VS',
      'EE. UU.',
      'Europ',
      'Euroop',
    ]
    for (const place of places) expect(description, place).not.toMatch(new RegExp(`\\b${place}`))
  })
})
