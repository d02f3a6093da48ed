import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { type LocaleParams, pageLocale } from './page-params'

/**
 * A customer page's `generateMetadata`: its browser tab title from the message at `path`
 * (`Namespace.key`), never indexed. `export const generateMetadata = pageTitle('Savings.lists.title')`.
 */
export function pageTitle(path: string) {
  const dot = path.lastIndexOf('.')
  const namespace = path.slice(0, dot)
  const key = path.slice(dot + 1)
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const t = await getTranslations({ locale: await pageLocale(params), namespace })
    return { title: t(key), robots: { index: false } }
  }
}
