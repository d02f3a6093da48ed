import type { ProductType } from '@portal/domain'
import type { PortalLocale } from '@portal/domain/locales'
import { type OfferTab as MarketTab, marketOf, switchedOnTabs } from '@portal/domain/markets'

/**
 * The six tabs of the offers table screen in the spec's order (section 2). Product tabs list
 * offers; promotion tabs link to a CMS page. `slug` is the tab's path segment under
 * `/<locale>/deposits/<slug>`; `label` is its message key.
 */
export const offerTabs = [
  { id: 'term', kind: 'product', activation: 'term_deposit', label: 'TERM' },
  { id: 'flexgeld', kind: 'product', activation: 'flexgeld', label: 'FLEXGELD' },
  { id: 'overnight', kind: 'product', activation: 'overnight_deposit', label: 'OVERNIGHT' },
  { id: 'notice', kind: 'product', activation: 'notice_account', label: 'NOTICE' },
  { id: 'invest', kind: 'promotion', activation: '_invest', label: 'INVEST' },
  { id: 'pension', kind: 'promotion', activation: '_pension', label: 'PENSION' },
] as const

export type OfferTab = (typeof offerTabs)[number]
export type OfferTabId = OfferTab['id']
export type ProductTab = Extract<OfferTab, { kind: 'product' }>
export type ProductTabId = ProductTab['id']

export const productTabIds = offerTabs
  .filter((tab): tab is ProductTab => tab.kind === 'product')
  .map((tab) => tab.id)

export function isProductTabId(value: string): value is ProductTabId {
  return (productTabIds as readonly string[]).includes(value)
}

/** A promotion tab is activated by any `{product}_invest` / `{product}_pension` entry. */
function isActivated(tab: OfferTab, activated: readonly string[]): boolean {
  if (tab.kind === 'product') return activated.includes(tab.activation)
  return activated.some(
    (entry) =>
      entry.endsWith(tab.activation) && isProductType(entry.slice(0, -tab.activation.length)),
  )
}

const productTypeNames: readonly string[] = [
  'term_deposit',
  'overnight_deposit',
  'flexgeld',
  'foreign_currency',
  'notice_account',
] satisfies ProductType[]

function isProductType(value: string): boolean {
  return productTypeNames.includes(value)
}

/** The activated tabs of a market: its own entry, otherwise the `default` entry. */
export function activatedTabsOf(
  config: Readonly<Record<string, readonly string[]>>,
  locale: string,
): readonly string[] {
  return config[locale] ?? config.default ?? []
}

/** Tabs shown for an activation list, in the spec's order. */
export function visibleTabs(activated: readonly string[]): OfferTab[] {
  return offerTabs.filter((tab) => isActivated(tab, activated))
}

/** Each tab's name in the market table (`packages/domain/src/markets.ts`). */
const marketTabName: Record<OfferTabId, MarketTab> = {
  term: 'term_deposit',
  flexgeld: 'flexgeld',
  overnight: 'overnight_deposit',
  notice: 'notice_account',
  invest: 'term_deposit_invest',
  pension: 'term_deposit_pension',
}

/**
 * The tabs a market shows: its tabs in the market table that the activation list (edge
 * configuration) leaves switched on. Configuration may switch a tab off, never add one.
 */
export function marketTabs(locale: PortalLocale, activated: readonly string[]): OfferTab[] {
  const on = switchedOnTabs(marketOf(locale), activated)
  return visibleTabs(activated).filter((tab) => on.includes(marketTabName[tab.id]))
}

/** The product tabs among a market's tabs (the promotions link elsewhere), in their order. */
export function productTabsOf(tabs: readonly OfferTab[]): ProductTab[] {
  return tabs.filter((tab): tab is ProductTab => tab.kind === 'product')
}

/** The tab to show: the requested one if it is a visible product tab, else the first visible. */
export function selectedTab(
  visible: readonly OfferTab[],
  requested?: string,
): ProductTabId | undefined {
  const products = productTabsOf(visible)
  const match = products.find((tab) => tab.id === requested)
  return (match ?? products[0])?.id
}
