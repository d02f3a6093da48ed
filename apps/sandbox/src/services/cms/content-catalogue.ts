import type {
  ContentPage,
  PressRelease,
  PressReleasePage,
} from '@portal/api-clients/contracts/content'
import { germanPages } from './pages-de'
import { englishPages } from './pages-en'
import { pressReleaseHtml, pressReleasesIn } from './press-releases'

/** Which written language serves a locale: German for `de-*`, English for everything else. */
export function contentLanguageOf(locale: string | undefined): {
  language: 'de' | 'en'
  locale: string
} {
  if (locale?.startsWith('de-')) return { language: 'de', locale }
  if (locale === undefined) return { language: 'de', locale: 'de-de' }
  return { language: 'en', locale: locale.startsWith('en-') ? locale : 'en-gb' }
}

export function findPage(slug: string, requested: string | undefined): ContentPage | undefined {
  const { language, locale } = contentLanguageOf(requested)
  const page = (language === 'de' ? germanPages : englishPages).find((p) => p.slug === slug)
  return page && { ...page, locale }
}

export function listPressReleases(
  requested: string | undefined,
  page: number,
  pageSize: number,
): PressReleasePage {
  const all = pressReleasesIn(contentLanguageOf(requested).language)
  const start = (page - 1) * pageSize
  return { items: all.slice(start, start + pageSize), total: all.length, page, pageSize }
}

export function findPressRelease(
  slug: string,
  requested: string | undefined,
): PressRelease | undefined {
  const { language, locale } = contentLanguageOf(requested)
  const release = pressReleasesIn(language).find((candidate) => candidate.slug === slug)
  if (release === undefined) return undefined
  return {
    ...release,
    locale,
    contentType: 'press_release_page',
    html: pressReleaseHtml(release, language),
  }
}
