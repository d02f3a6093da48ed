import type { PortalLocale } from '@portal/domain/locales'
import { type MarketLanguage, marketOf, servedLanguages } from '@portal/domain/markets'

export {
  defaultLocale,
  isPortalLocale,
  localeInfos,
  type PortalLocale,
  portalLocales,
} from '@portal/domain/locales'

/** One message catalogue folder per language the market table serves (`messages/<language>/`). */
export const messageLanguages: readonly MarketLanguage[] = servedLanguages()
export type MessageLanguage = MarketLanguage

/** The language a market's pages are written in (the market table's). */
export function messageLanguage(locale: PortalLocale): MessageLanguage {
  return marketOf(locale).language
}
