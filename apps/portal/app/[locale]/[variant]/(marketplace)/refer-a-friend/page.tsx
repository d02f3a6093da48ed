import { Link } from '@portal/ui/link'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { referralBonusTextOf } from '@/lib/referral/referral-bonus'
import { localeHref, routePath } from '@/lib/routing/href'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return translatedPageMetadata(
    locale,
    'ReferAFriend',
    routePath('referAFriend'),
    referralBonusTextOf(locale),
  )
}

/**
 * Refer-a-friend in three steps, shared by every visitor: the personal link is the customer's
 * own, so it waits in the user account (through the login for a visitor). The bonus is the
 * market table's, stated in the market's currency format; a market without it promises none.
 */
export default async function ReferAFriendPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'ReferAFriend' })
  const bonus = referralBonusTextOf(locale)
  return (
    <article className="max-w-2xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('heading')}</h1>
        <p className="text-neutral-700" data-testid="referral-promise">
          {t('intro', bonus)}
        </p>
      </header>
      <p className="space-x-2">
        <span>{t('personalLinkHint')}</span>
        <Link asChild>
          <NextLink
            href={localeHref(locale)('userAccount', { hash: 'referral-link-title' })}
            data-testid="personal-referral-link"
          >
            {t('personalLinkCta')}
          </NextLink>
        </Link>
      </p>
      <section aria-labelledby="steps-heading" className="space-y-2">
        <h2 id="steps-heading" className="text-xl font-semibold">
          {t('stepsHeading')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3', bonus)}</li>
        </ol>
      </section>
    </article>
  )
}
