import type {
  ContentPage,
  PressRelease,
  PressReleasePage,
} from '@portal/api-clients/contracts/content'
import { intlTagFor } from '@portal/domain/languages'
import { defaultLocale, toPortalLocale } from '@portal/domain/locales'
import { type Market, type MarketLanguage, markets } from '@portal/domain/markets'
import { textsIn } from '../../texts/catalogues'
import {
  type PressReleaseSlug,
  pressReleaseDates,
  pressReleaseMarkets,
} from './press-release-dates'

/**
 * Which written language serves a request: the language asked for (`Accept-Language`, see
 * `requestLanguage`) in the requested locale, or the language of that locale's market; no locale
 * means the default market (de-de). The answer's `locale` names the locale it is written for.
 */
export function contentLanguageOf(
  requested: string | undefined,
  asked: MarketLanguage | undefined,
): { language: MarketLanguage; locale: string } {
  const locale = toPortalLocale(requested ?? '') ?? defaultLocale
  const language = asked ?? markets[locale].language
  if (language === markets[locale].language) return { language, locale }
  const other = Object.values(markets).find((entry) => entry.language === language)
  return { language, locale: other?.locale ?? locale }
}

export function findPage(
  slug: string,
  requested: string | undefined,
  asked?: MarketLanguage,
): ContentPage | undefined {
  const { language, locale } = contentLanguageOf(requested, asked)
  const market = requestedMarket(requested)
  const page = textsIn(language, intlTagFor(language, market)).contentPages.find(
    (p) => p.slug === slug,
  )
  return page && { ...page, locale }
}

interface ReleaseInLanguage {
  slug: PressReleaseSlug
  publishedOn: string
  title: string
  teaser: string
}

/** The market of the requested locale (de-de when none): the one whose releases are listed. */
function requestedMarket(requested: string | undefined): Market {
  return markets[toPortalLocale(requested ?? '') ?? defaultLocale]
}

/** The market's releases in the language (spelt as the market writes it), newest first. */
function pressReleasesIn(language: MarketLanguage, market: Market): ReleaseInLanguage[] {
  const texts = textsIn(language, intlTagFor(language, market)).pressReleases
  return (Object.keys(pressReleaseDates) as PressReleaseSlug[])
    .filter((slug) => pressReleaseMarkets[slug]?.(market) ?? true)
    .map((slug) => ({ slug, publishedOn: pressReleaseDates[slug], ...texts[slug] }))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
}

export function listPressReleases(
  requested: string | undefined,
  page: number,
  pageSize: number,
  asked?: MarketLanguage,
): PressReleasePage {
  const all = pressReleasesIn(
    contentLanguageOf(requested, asked).language,
    requestedMarket(requested),
  )
  const start = (page - 1) * pageSize
  return { items: all.slice(start, start + pageSize), total: all.length, page, pageSize }
}

export function findPressRelease(
  slug: string,
  requested: string | undefined,
  asked?: MarketLanguage,
): PressRelease | undefined {
  const { language, locale } = contentLanguageOf(requested, asked)
  const market = requestedMarket(requested)
  const release = pressReleasesIn(language, market).find((candidate) => candidate.slug === slug)
  if (release === undefined) return undefined
  const { pressDisclaimer } = textsIn(language, intlTagFor(language, market))
  const html = `<p><strong>${release.teaser}</strong></p><p>${pressDisclaimer}</p>`
  return { ...release, locale, contentType: 'press_release_page', html }
}
