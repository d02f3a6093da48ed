import type {
  Agreement,
  AgreementKind,
  AgreementText,
} from '@portal/api-clients/contracts/customers'
import { PageSection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { type AgreementAction, AgreementView } from '@/components/agreements/agreement-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import type { ServiceResult } from '@/lib/backend/service-result'

/**
 * The shared body of the two agreement pages (pension transfer notice, direct-debit mandate):
 * the consent given (`notFound` until then: the form with the bank's text), or the error state.
 */
export function AgreementPage({
  kind,
  read,
  text,
  action,
  basePath,
}: {
  kind: AgreementKind
  /** Null when the session has no customer account. */
  read: ServiceResult<Agreement> | null
  text: ServiceResult<AgreementText> | null
  action: AgreementAction
  basePath: string
}) {
  const t = useTranslations('CustomerData')
  const notGiven = read !== null && !read.ok && read.failure.reason === 'notFound'
  return (
    <PageSection
      headingId="agreement-title"
      title={t(`agreements.${kind}.title`)}
      intro={t(`agreements.${kind}.intro`)}
    >
      {read && (read.ok || (notGiven && text?.ok)) ? (
        <AgreementView
          kind={kind}
          agreement={read.ok ? read.data : null}
          text={text?.ok ? text.data : null}
          action={action}
          basePath={basePath}
        />
      ) : (
        <ServiceFailureNotice message={t('agreements.loadFailed')} retryLabel={t('retry')} />
      )}
    </PageSection>
  )
}
