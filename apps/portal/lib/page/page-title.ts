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
    // The union of every catalogue path is too large for the compiler to check a literal against
    // it; page-title.test.ts checks each route's path against the English catalogue instead.
    const t = (await getTranslations({
      locale: await pageLocale(params),
      namespace: namespace as never,
    })) as unknown as (key: string) => string
    return { title: t(key), robots: { index: false } }
  }
}
