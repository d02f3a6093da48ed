import { getTranslations } from 'next-intl/server'
import { MyDetailsView } from '@/components/personal-data/my-details-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import type { ServiceResult } from '@/lib/backend/service-result'
import type { AccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { requestHref } from '@/lib/routing/request-href'

/** Reads the account once (with every person) and shows it, or the error state. */
export async function MyDetailsPanel({
  account,
}: {
  /** Read by the page, streamed in here. */
  account: Promise<ServiceResult<AccountContext>>
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
  return (
    <MyDetailsView
      customer={customer}
      username={username}
      actions={actions}
      links={{
        editAddress: href('editAddress'),
        financialInformation: href('financialInformation'),
        referenceAccount: href('initialReferenceAccount'),
        validate: href('validateMyData'),
      }}
    />
  )
}
