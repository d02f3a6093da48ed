import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { defaultPageIcon } from './page-icon'

/** Title template, description and icon every page of a locale starts from. */
export async function siteMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    icons: { icon: defaultPageIcon },
  }
}
