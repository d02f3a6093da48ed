import { mailConsentRows } from '@portal/domain/customer-data/mail-consent-switch'
import { deriveInvestorStatus } from '@portal/domain/investor'
import { marketOf } from '@portal/domain/markets'
import { PageSection, Subsection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountSecurity } from '@/components/account-security/account-security'
import { MailConsentsForm } from '@/components/account-security/mail-consents-form'
import { UserAccountOverview } from '@/components/account-security/user-account-overview'
import { ReferAFriendSection } from '@/components/referral/refer-a-friend-section'
import { ReferralLeads } from '@/components/referral/referral-leads'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getReferralCode, listReferralLeads } from '@/lib/backend/customers'
import { getMtanLock } from '@/lib/backend/user-account'
import { getMailConsents } from '@/lib/backend/users'
import { siteOrigin } from '@/lib/content/site-origin'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { ownPerson } from '@/lib/personal-data/own-person'
import { customerReferralBonusText } from '@/lib/referral/referral-bonus'
import { referralLink } from '@/lib/referral/referral-link'
import { requestHref } from '@/lib/routing/request-href'
import { blockAccountAction, lockMtanAction, saveMailConsents } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('userAccount.title'), robots: { index: false } }
}

/** User account (spec: /user-account): login data, referral link, mTAN lock and account block. */
export default async function UserAccountPage({ params }: PageProps) {
  const page = await customerPage(params, 'userAccount')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const [outcome, lock, consents] = await Promise.all([
    getAccountContext(page.session),
    getMtanLock(page.session),
    getMailConsents(page.session),
  ])
  if (!outcome.ok) {
    return (
      <PageSection headingId="user-account-title" title={t('userAccount.title')}>
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      </PageSection>
    )
  }
  const own = ownPerson(outcome.data)
  const customerId = outcome.data.customer.id
  // an account still being opened has no link yet (the bank hands it out once it is open), and
  // so no friends to list: nothing is asked, and the section says when the link comes
  const opening = deriveInvestorStatus(outcome.data.customer.status) === 'non-exported'
  const [leads, code] = opening
    ? [null, null]
    : await Promise.all([
        listReferralLeads(page.session, customerId),
        getReferralCode(page.session, customerId),
      ])
  const link = opening
    ? 'pending'
    : code?.ok
      ? referralLink(await siteOrigin(), page.locale, code.data.code)
      : null
  return (
    <PageSection
      headingId="user-account-title"
      title={t('userAccount.title')}
      intro={t('userAccount.intro')}
    >
      <UserAccountOverview
        username={outcome.data.username}
        email={own?.contactDetails?.email}
        mobileNumber={own?.contactDetails?.phoneNumber}
        links={{
          email: href('editEmailAddress'),
          mobile: href('editMobileNumber'),
          password: href('editPassword'),
        }}
      />
      <Subsection headingId="consents-title" title={t('consents.title')}>
        {consents.ok ? (
          <MailConsentsForm
            rows={mailConsentRows(consents.data.consents, marketOf(page.locale))}
            action={saveMailConsents}
          />
        ) : (
          <p>{t('consents.failed')}</p>
        )}
      </Subsection>
      <ReferAFriendSection
        locale={page.locale}
        link={link}
        bonus={customerReferralBonusText(outcome.data.customer.address.countryCode, page.locale)}
      />
      {leads === null ? null : (
        <Subsection headingId="leads-title" title={t('leads.title')}>
          {leads.ok ? <ReferralLeads leads={leads.data.items} /> : <p>{t('leads.failed')}</p>}
        </Subsection>
      )}
      <Subsection headingId="security-title" title={t('security.title')}>
        {!lock.ok ? <p>{t('security.lockUnknown')}</p> : null}
        <AccountSecurity
          mtanLocked={lock.ok && lock.data.locked}
          lockMtan={lockMtanAction}
          blockAccount={blockAccountAction}
        />
      </Subsection>
    </PageSection>
  )
}
