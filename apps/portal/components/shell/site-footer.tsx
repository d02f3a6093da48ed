import { Link } from '@portal/ui/link'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { ConsentSettingsLink } from '@/components/consent/consent-settings-link'
import { pageHrefs } from '@/lib/page/page-links'
import { requestLocale } from '@/lib/page/request-locale'

export async function SiteFooter() {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Shell' })
  const consent = await getTranslations({ locale, namespace: 'Consent' })
  const href = await pageHrefs()
  const links = [
    { href: href('imprint'), label: t('imprint') },
    { href: href('privacy'), label: t('privacy') },
    { href: href('terms'), label: t('terms') },
  ]
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm">
        <nav aria-label={t('footerNavigation')}>
          <ul className="flex flex-wrap gap-4">
            {links.map((link) => (
              <li key={link.href}>
                {/* Not prefetched: the legal pages are seldom opened, and every page view (each
                    is a full page load) fetched all three, on a phone's data too */}
                <Link asChild variant="subtle">
                  <NextLink href={link.href} prefetch={false}>
                    {link.label}
                  </NextLink>
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsLink>{consent('settingsLink')}</ConsentSettingsLink>
            </li>
          </ul>
        </nav>
        <p className="text-neutral-700">{t('copyright')}</p>
      </div>
    </footer>
  )
}
