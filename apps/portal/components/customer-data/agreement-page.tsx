import 'server-only'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import { getTranslations } from 'next-intl/server'
import { type AgreementAction, AgreementView } from '@/components/customer-data/agreement-view'
import { PageSection } from '@/components/shell/page-section'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getAgreement } from '@/lib/backend/customers'
import type { CustomerPageContext } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'

/** The shared body of the two agreement pages (pension transfer notice, direct-debit mandate). */
export async function AgreementPage({
  page,
  kind,
  action,
}: {
  page: CustomerPageContext
  kind: AgreementKind
  action: AgreementAction
}) {
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData.agreements' })
  const bacNumber = page.session.bacNumber
  const result = bacNumber ? await getAgreement(page.session, bacNumber, kind) : null
  const missing = result !== null && !result.ok && result.failure.status === 404
  const root = await localisedPath('')
  return (
    <PageSection headingId="agreement-title" title={t(`${kind}.title`)} intro={t(`${kind}.intro`)}>
      {result && (result.ok || missing) ? (
        <AgreementView
          kind={kind}
          agreement={result.ok ? result.data : null}
          action={action}
          basePath={root}
        />
      ) : (
        <ServiceFailureNotice message={t('loadFailed')} retryLabel={t('retry')} />
      )}
    </PageSection>
  )
}
