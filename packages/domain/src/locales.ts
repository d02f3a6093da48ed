import { markets } from './markets'
import type { Region } from './region'

/**
 * The twelve portal locales with their country, BCP-47 tag, currency and backend region.
 * Pure data (and the market table): the edge middleware imports this file by subpath.
 */

export const portalLocales = [
  'de-de',
  'de-at',
  'en-gb',
  'en-ie',
  'es-es',
  'fr-fr',
  'nl-nl',
  'pl-pl',
  'fi-fi',
  'it-it',
  'de-ch',
  'en-us',
] as const
export type PortalLocale = (typeof portalLocales)[number]

export const defaultLocale: PortalLocale = 'de-de'

export interface LocaleInfo {
  locale: PortalLocale
  /** BCP-47 tag for `Intl` and translations, e.g. `de-DE`. */
  tag: string
  /** ISO 3166-1 alpha-2 country of the portal. */
  country: string
  /** ISO 4217 currency of the market. */
  currency: string
  region: Region
}

/** Each locale's tag, country, currency and region, as the market table states them. */
export const localeInfos: Readonly<Record<PortalLocale, LocaleInfo>> = Object.fromEntries(
  portalLocales.map((locale) => {
    const { intlTag, country, currency, region } = markets[locale]
    return [locale, { locale, tag: intlTag, country, currency, region }]
  }),
) as Record<PortalLocale, LocaleInfo>

export function isPortalLocale(value: unknown): value is PortalLocale {
  return typeof value === 'string' && (portalLocales as readonly string[]).includes(value)
}

/** A locale in any case (`de-DE`, `DE-de`) to the portal locale, or undefined if unsupported. */
export function toPortalLocale(value: string): PortalLocale | undefined {
  const lower = value.toLowerCase().replace('_', '-')
  return isPortalLocale(lower) ? lower : undefined
}

export function localeInfo(locale: PortalLocale): LocaleInfo {
  return localeInfos[locale]
}

export function regionOfLocale(locale: PortalLocale): Region {
  return localeInfos[locale].region
}
