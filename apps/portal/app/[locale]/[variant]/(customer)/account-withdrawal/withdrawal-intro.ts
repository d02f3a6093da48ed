import type { Market } from '@portal/domain/markets'
import { payoutProductsOf } from '@portal/domain/money/payout-products'

type SourceKey = 'settlement' | ReturnType<typeof payoutProductsOf>[number]

/** The part of the `Money.withdrawal` translator the intro needs. */
export type WithdrawalIntroTranslator = (
  key: 'intro' | `introSources.${SourceKey}`,
  values?: { sources: string },
) => string

/**
 * The payout page's intro naming what the customer's market sells that pays out on request
 * (the market table's products), after the settlement account every market has: "… from your
 * settlement account, an overnight deposit or a Flexgeld deposit …" in Germany, the settlement
 * account alone in the US.
 */
export function withdrawalIntro(
  t: WithdrawalIntroTranslator,
  market: Pick<Market, 'tabs' | 'intlTag'>,
): string {
  const sources = (['settlement', ...payoutProductsOf(market)] as const).map((source) =>
    t(`introSources.${source}`),
  )
  const list = new Intl.ListFormat(market.intlTag, { type: 'disjunction' }).format(sources)
  return t('intro', { sources: list })
}
