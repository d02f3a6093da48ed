import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmailChangeForm, EmailConfirmForm } from '@/components/account-security/email-change-form'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { ownPerson } from '@/lib/personal-data/own-person'
import { changeEmail, confirmEmail } from './actions'

type PageProps = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('email.title'), robots: { index: false } }
}

/** Change the e-mail address (spec: /user-account/edit/email-address); `?token=` from the mail. */
export default async function EditEmailPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'editEmailAddress')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const { token } = await searchParams
  if (typeof token === 'string' && token.length >= 32 && token.length <= 256) {
    return (
      <PageSection headingId="email-title" title={t('email.title')} intro={t('email.confirmIntro')}>
        <EmailConfirmForm action={confirmEmail} token={token} />
      </PageSection>
    )
  }
  const outcome = await getAccountContext(page.session)
  return (
    <PageSection headingId="email-title" title={t('email.title')} intro={t('email.intro')}>
      {token === undefined ? null : (
        // A link cut short or tampered with: say so above the form that starts a new change.
        <Alert variant="danger" role="alert" data-testid="form-error">
          <AlertDescription>{t('errors.linkInvalid')}</AlertDescription>
        </Alert>
      )}
      {outcome.ok ? (
        <EmailChangeForm
          action={changeEmail}
          current={ownPerson(outcome.data)?.contactDetails?.email ?? outcome.data.username}
        />
      ) : (
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      )}
    </PageSection>
  )
}
