import type { InvestmentArea } from '@portal/domain/investments/investment-access'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'

/** The promotion pages of the CMS (below the locale) and the product area each promotes. */
const promotionPages: Readonly<Record<string, InvestmentArea>> = {
  '/vermoegensverwaltung': 'investments',
  '/zinsportfolio': 'retirement',
}

/** The path of a CMS link below the locale, without query or fragment: `/zinsportfolio`. */
function pathOf(href: string): string {
  return `/${href.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`
}

/**
 * Whether a page or CMS link may show in a market: anything but a promotion page, and a promotion
 * only where its product exists (the market table: investments de-de and nl-nl, retirement de-de).
 */
export function existsInMarket(locale: PortalLocale, href: string): boolean {
  const area = promotionPages[pathOf(href)]
  if (area === undefined) return true
  const market = marketOf(locale)
  return area === 'investments' ? market.investments : market.retirement
}
