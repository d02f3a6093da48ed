import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { PortalLocale } from '@/i18n/locales'
import { pageAlternates } from './page-alternates'
import { siteOrigin } from './site-origin'

/** Title, description, canonical URL and hreflang alternates of a page under `/{locale}{path}`. */
export async function pageMetadata(
  locale: PortalLocale,
  path: string,
  text: { title: string; description: string },
): Promise<Metadata> {
  const alternates = pageAlternates(await siteOrigin(), locale, path)
  return {
    title: text.title,
    description: text.description,
    alternates: { canonical: alternates.canonical, languages: alternates.languages },
    openGraph: { title: text.title, description: text.description, url: alternates.canonical },
  }
}

/**
 * The metadata of a page whose title and description are the `metaTitle` and `metaDescription`
 * of a namespace; `values` fill the description's arguments.
 */
export async function translatedPageMetadata(
  locale: PortalLocale,
  namespace: 'BankList' | 'PressPage' | 'ReferAFriend' | 'UsOffers',
  path: string,
  values?: Record<string, string>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace })
  return pageMetadata(locale, path, {
    title: t('metaTitle'),
    description: t('metaDescription', values),
  })
}
