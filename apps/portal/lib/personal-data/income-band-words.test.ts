import type { AnnualIncomeBand } from '@portal/domain/customer-data/income-bands'
import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import { annualIncomeBands } from '@portal/domain/person-codes'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { messagesOfLocale } from '@/messages/catalogue'
import { type IncomeBandTranslator, incomeAnswerWords, incomeBandWords } from './income-band-words'

async function bandWords(locale: PortalLocale) {
  return createTranslator({
    locale,
    messages: await messagesOfLocale(locale),
    namespace: 'CustomerData.financial.options',
  }) as unknown as IncomeBandTranslator
}

/** Intl writes no-break spaces (between amount and code, and as pl's grouping): read as spaces. */
const spaced = (text: string | null) => (text === null ? null : text.replace(/\s/g, ' '))

describe('incomeBandWords: the bands of the market in its own currency', () => {
  it.each<[PortalLocale, AnnualIncomeBand, string]>([
    ['pl-pl', 'UNDER_25K', 'Poniżej 100 000 PLN'],
    ['pl-pl', 'FROM_50K_TO_100K', 'Od 200 000 PLN do 400 000 PLN'],
    ['pl-pl', 'OVER_250K', 'Powyżej 1 000 000 PLN'],
    ['de-ch', 'FROM_50K_TO_100K', "CHF 50'000 bis CHF 100'000"],
    ['de-de', 'FROM_50K_TO_100K', '50.000 EUR bis 100.000 EUR'],
    ['en-gb', 'FROM_50K_TO_100K', 'GBP 40,000 to GBP 85,000'],
    ['en-gb', 'OVER_250K', 'Over GBP 200,000'],
    ['en-us', 'FROM_50K_TO_100K', 'USD 50,000 to USD 100,000'],
    ['en-ie', 'UNDER_25K', 'Under EUR 25,000'],
    ['fr-fr', 'FROM_25K_TO_50K', 'De 25 000 EUR à 50 000 EUR'],
  ])('%s %s: %s', async (locale, band, expected) => {
    const words = incomeBandWords(await bandWords(locale), band, localeInfos[locale])
    expect(spaced(words)).toBe(expected)
  })

  it('never names the euro in a market that saves in another currency', async () => {
    for (const locale of ['pl-pl', 'de-ch', 'en-gb', 'en-us'] as const) {
      const t = await bandWords(locale)
      for (const band of annualIncomeBands) {
        expect(incomeBandWords(t, band, localeInfos[locale])).not.toMatch(/€|EUR/)
      }
    }
  })
})

describe('incomeAnswerWords: a stored answer', () => {
  it.each([
    [
      { code: 'FROM_50K_TO_100K', displayedText: '€50,000 to €100,000' },
      'Od 200 000 PLN do 400 000 PLN',
    ],
    [{ code: 'FROM_1M', displayedText: 'Powyżej 1 mln zł' }, 'Powyżej 1 mln zł'],
    [null, null],
  ])('%j in pl-pl → %j', async (answer, expected) => {
    expect(spaced(incomeAnswerWords(await bandWords('pl-pl'), answer, localeInfos['pl-pl']))).toBe(
      expected,
    )
  })
})
