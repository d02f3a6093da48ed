import { Button } from '@portal/ui/button'
import { Link } from '@portal/ui/link'
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { hrefsFor } from '@/lib/routing/href'

/**
 * Not-found page body: title, description, main call to action and three links (spec section 2).
 * A server component: a page that may end up not found need not ship it as script.
 */
export function NotFoundContent({ basePath }: { basePath: string }) {
  const t = useTranslations('NotFound')
  const href = hrefsFor(basePath)
  const links = [
    { href: href('offers'), label: t('linkOffers') },
    { href: href('login'), label: t('linkLogin') },
    { href: href('referAFriend'), label: t('linkReferral') },
  ]
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl py-12">
      <h1 id="not-found-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="mt-4 text-neutral-700">{t('description')}</p>
      <Button asChild size="lg" className="mt-6">
        <NextLink href={href('offers')}>{t('cta')}</NextLink>
      </Button>
      <h2 className="mt-10 text-lg font-semibold">{t('linksHeading')}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link asChild>
              <NextLink href={link.href}>{link.label}</NextLink>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
