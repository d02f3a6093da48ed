import type { KycCase } from '@portal/api-clients/contracts/kyc'
import { marketOf, servedLanguages } from '@portal/domain/markets'
import { getTranslations } from 'next-intl/server'
import { MyDetailsView } from '@/components/personal-data/my-details-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import type { ServiceResult } from '@/lib/backend/service-result'
import type { AccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { changeCorrespondenceLanguage } from './actions'

/** Changes the bank has not decided yet. */
const openStatuses = new Set(['PENDING_DOCUMENTS', 'IN_REVIEW'])

/** Reads the account once (with every person) and shows it, or the error state. */
export async function MyDetailsPanel({
  account,
  referenceChanges,
}: {
  /** Read by the page, streamed in here. */
  account: Promise<ServiceResult<AccountContext>>
  /** The account's reference-account changes; a failure only leaves them out. */
  referenceChanges: Promise<ServiceResult<{ items: KycCase[] }>> | null
}) {
  const t = await getTranslations('CustomerData')
  const outcome = await account
  if (!outcome.ok)
    return (
      <ServiceFailureNotice
        message={t(`errors.${accountFailureKey(outcome.failure)}`)}
        retryLabel={t('retry')}
      />
    )
  const { customer, username, actions } = outcome.data
  const href = await requestHref()
  const locale = await requestLocale()
  const changes = await referenceChanges
  const pending = changes?.ok
    ? changes.data.items.filter((change) => openStatuses.has(change.status))
    : []
  return (
    <MyDetailsView
      customer={customer}
      username={username}
      actions={actions}
      pendingReferenceChanges={pending}
      correspondence={{
        action: changeCorrespondenceLanguage,
        languages: servedLanguages(),
        fallback: marketOf(locale).language,
      }}
      links={{
        editAddress: href('editAddress'),
        financialInformation: href('financialInformation'),
        referenceAccount: href('initialReferenceAccount'),
        validate: href('validateMyData'),
      }}
    />
  )
}
