import { Link } from '@portal/ui/link'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { pageBasePath } from '@/lib/page/page-links'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import { VisitorMenu } from './visitor-menu'

/**
 * The header: the brand and the offers link, and the visitor's login or customer-area menu. The
 * offers page (about 146 kB of payload) is prefetched for visitors, whose next page it often is,
 * not on every page view of a logged-in customer's phone.
 */
export async function SiteHeader({ prefetchOffers }: { prefetchOffers: boolean }) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Shell' })
  const basePath = await pageBasePath()
  const href = hrefsFor(basePath)
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link asChild variant="nav">
          <NextLink
            href={href('offers')}
            prefetch={prefetchOffers ? null : false}
            className="text-lg font-semibold"
          >
            {t('brand')}
          </NextLink>
        </Link>
        <nav aria-label={t('primaryNavigation')}>
          <ul className="flex flex-wrap items-center gap-4">
            <li>
              <Link asChild variant="nav">
                <NextLink href={href('offers')} prefetch={prefetchOffers ? null : false}>
                  {t('navOffers')}
                </NextLink>
              </Link>
            </li>
            <li>
              <VisitorMenu
                basePath={basePath}
                texts={{
                  login: t('navLogin'),
                  customerArea: t('navCustomerArea'),
                  logout: t('navLogout'),
                  loggedInAs: t('loggedInAs'),
                }}
              />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
