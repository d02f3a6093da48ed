import type { PortalLocale } from '@portal/domain/locales'
import { markets } from '@portal/domain/markets'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { messagesOfLocale } from '@/messages/catalogue'
import { type WithdrawalIntroTranslator, withdrawalIntro } from './withdrawal-intro'

async function introOf(locale: PortalLocale) {
  const translate = createTranslator({
    locale,
    messages: await messagesOfLocale(locale),
    namespace: 'Money.withdrawal',
  }) as unknown as WithdrawalIntroTranslator
  return withdrawalIntro(translate, markets[locale])
}

describe('withdrawalIntro: names only what the market sells and pays out on request', () => {
  it.each<[PortalLocale, string]>([
    [
      'de-de',
      'Zahlen Sie Geld von Ihrem Verrechnungskonto, Ihrem Tagesgeld oder Ihrem Flexgeld auf Ihr Referenzkonto aus.',
    ],
    [
      'pl-pl',
      'Wypłać środki z rachunku rozliczeniowego lub rachunku oszczędnościowego na swój rachunek referencyjny.',
    ],
    ['en-us', 'Pay money from your settlement account to your reference account.'],
    [
      'en-gb',
      'Pay money from your settlement account or an overnight deposit to your reference account.',
    ],
    [
      'de-at',
      'Zahlen Sie Geld von Ihrem Verrechnungskonto, Ihrem Tagesgeld oder Ihrem Flexgeld auf Ihr Referenzkonto aus.',
    ],
  ])('%s: %s', async (locale, sentence) => {
    expect(await introOf(locale)).toContain(sentence)
  })

  it.each<PortalLocale>(['en-us', 'pl-pl', 'en-gb', 'de-ch', 'fr-fr'])(
    '%s names no Flexgeld, which it does not sell',
    async (locale) => {
      expect(await introOf(locale)).not.toContain('Flexgeld')
    },
  )

  it('names no overnight deposit in the US, which sells term deposits only', async () => {
    expect(await introOf('en-us')).not.toMatch(/overnight/i)
  })
})
