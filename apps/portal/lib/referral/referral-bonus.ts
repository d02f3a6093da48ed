import { formatMoney } from '@portal/domain/format'
import type { PortalLocale } from '@portal/domain/locales'
import { type Market, marketOf, marketOfResidence } from '@portal/domain/markets'

/**
 * What the refer-a-friend texts say about the bonus (the `bonus` select and `amount` of the
 * `ReferAFriend` messages): the market table's amount in its currency, formatted for the page,
 * or `none` where there is no programme, so no page promises a bonus the bank does not pay.
 */
export type ReferralBonusText = { bonus: 'paid'; amount: string } | { bonus: 'none'; amount: '' }

const none: ReferralBonusText = { bonus: 'none', amount: '' }

export function referralBonusText(market: Market | undefined, intlTag: string): ReferralBonusText {
  const bonus = market?.referralBonus
  if (!bonus) return none
  return { bonus: 'paid', amount: formatMoney(bonus.amount, bonus.currency, intlTag) }
}

/** The public page: the bonus of the page's market. */
export function referralBonusTextOf(locale: PortalLocale): ReferralBonusText {
  const market = marketOf(locale)
  return referralBonusText(market, market.intlTag)
}

/**
 * The user account: the bonus the bank pays this customer, that of the market they live in (as
 * the bank books it), in the page's format; nothing for an address outside the markets.
 */
export function customerReferralBonusText(
  countryCode: string,
  locale: PortalLocale,
): ReferralBonusText {
  return referralBonusText(marketOfResidence(countryCode), marketOf(locale).intlTag)
}
