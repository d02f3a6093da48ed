import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { TrackedReferralLink } from '@/components/tracking/tracked-referral-link'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { siteOrigin } from '@/lib/content/site-origin'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return translatedPageMetadata(await pageLocale(params), 'ReferAFriend', routePath('referAFriend'))
}

/** The absolute referral link to copy and the three steps of refer-a-friend. */
export default async function ReferAFriendPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'ReferAFriend' })
  const link = `${await siteOrigin()}/${locale}/register?ref=refer-a-friend`
  return (
    <article className="max-w-2xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('heading')}</h1>
        <p className="text-neutral-700">{t('intro')}</p>
      </header>
      <TrackedReferralLink
        link={link}
        text={{
          label: t('linkLabel'),
          hint: t('linkHint'),
          copy: t('copy'),
          copied: t('copied'),
          failed: t('copyFailed'),
        }}
      />
      <section aria-labelledby="steps-heading" className="space-y-2">
        <h2 id="steps-heading" className="text-xl font-semibold">
          {t('stepsHeading')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
      </section>
    </article>
  )
}
