import { marketOf } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { customerReferralBonusText, referralBonusText, referralBonusTextOf } from './referral-bonus'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('what the refer-a-friend texts say about the bonus', () => {
  it.each([
    ['de-de', '50,00 EUR'],
    ['de-ch', 'CHF 50.00'],
    ['pl-pl', '200,00 PLN'],
    ['en-gb', 'GBP 50.00'],
  ] as const)('%s states the market table’s amount in its format: %s', (locale, amount) => {
    expect(referralBonusTextOf(locale)).toEqual({ bonus: 'paid', amount: nbsp(amount) })
  })

  it('promises nothing in a market without the programme', () => {
    const without = { ...marketOf('fr-fr'), referralBonus: null }
    expect(referralBonusText(without, 'fr-FR')).toEqual({ bonus: 'none', amount: '' })
  })

  it('states a customer the bonus of the market they live in, in the page’s format', () => {
    expect(customerReferralBonusText('PL', 'de-de')).toEqual({
      bonus: 'paid',
      amount: nbsp('200,00 PLN'),
    })
    expect(customerReferralBonusText('DE', 'en-gb')).toEqual({
      bonus: 'paid',
      amount: nbsp('EUR 50.00'),
    })
    expect(customerReferralBonusText('BR', 'de-de')).toEqual({ bonus: 'none', amount: '' })
  })
})
