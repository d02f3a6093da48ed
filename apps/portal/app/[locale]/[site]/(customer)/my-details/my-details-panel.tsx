import { getTranslations } from 'next-intl/server'
import { MyDetailsView } from '@/components/customer-data/my-details-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import type { ServiceResult } from '@/lib/backend/service-result'
import type { AccountContext } from '@/lib/customer-data/account-context'
import { accountFailureKey } from '@/lib/customer-data/account-failure'
import { localisedPath } from '@/lib/routing/get-region'

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
  return (
    <MyDetailsView
      customer={customer}
      username={username}
      actions={actions}
      links={{
        editAddress: await localisedPath('/my-details/edit-address'),
        financialInformation: await localisedPath('/my-details/financial-information'),
        referenceAccount: await localisedPath('/my-details/initial-reference-account'),
        validate: await localisedPath('/my-data/validate'),
      }}
    />
  )
}
