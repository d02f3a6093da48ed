import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { TrackedReferralLink } from '@/components/tracking/tracked-referral-link'

/** The customer's own refer-a-friend link to copy; null when it could not be loaded. */
export async function ReferAFriendSection({
  link,
  locale,
}: {
  link: string | null
  locale: string
}) {
  const t = await getTranslations({ locale, namespace: 'ReferAFriend' })
  return (
    <Subsection headingId="referral-link-title" title={t('heading')}>
      <p>{t('intro')}</p>
      <TrackedReferralLink
        link={link}
        text={{
          label: t('linkLabel'),
          hint: t('linkHint'),
          copy: t('copy'),
          copied: t('copied'),
          failed: t('copyFailed'),
          unavailable: t('linkUnavailable'),
        }}
      />
    </Subsection>
  )
}
