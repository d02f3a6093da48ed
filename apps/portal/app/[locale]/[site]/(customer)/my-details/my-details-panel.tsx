import { getTranslations } from 'next-intl/server'
import { MyDetailsView } from '@/components/customer-data/my-details-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { accountFailureKey, getAccountContext } from '@/lib/customer-data/account-context'
import { localisedPath } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'

/** Reads the account once (with every person) and shows it, or the error state. */
export async function MyDetailsPanel({ session }: { session: Session }) {
  const t = await getTranslations('CustomerData')
  const outcome = await getAccountContext(session)
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
