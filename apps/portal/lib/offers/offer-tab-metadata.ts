import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { offerTabs } from './offer-tabs'

/** The title of a product tab's own page (`/<locale>/deposits/<tab>`). */
export async function offerTabMetadata(locale: string, tab: string): Promise<Metadata> {
  const label = offerTabs.find((candidate) => candidate.id === tab)?.label
  if (!isPortalLocale(locale) || !label) return {}
  const t = await getTranslations({ locale, namespace: 'Offers.tabs' })
  return { title: t(label) }
}
