import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { TrackedReferralLink } from '@/components/tracking/tracked-referral-link'
import type { ReferralBonusText } from '@/lib/referral/referral-bonus'

/**
 * The customer's own refer-a-friend link to copy, with the bonus the market pays. `link` is null
 * when it could not be loaded, `pending` while the account is still being opened (the bank hands
 * the link out once it is open, so this is a sentence, not an error).
 */
export async function ReferAFriendSection({
  link,
  locale,
  bonus,
}: {
  link: string | null | 'pending'
  locale: string
  bonus: ReferralBonusText
}) {
  const t = await getTranslations({ locale, namespace: 'ReferAFriend' })
  return (
    <Subsection headingId="referral-link-title" title={t('heading')}>
      <p data-testid="referral-promise">{t('intro', bonus)}</p>
      {link === 'pending' ? (
        <p className="text-sm" data-testid="referral-link-pending">
          {t('linkPending')}
        </p>
      ) : (
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
      )}
    </Subsection>
  )
}
