import { getTranslations } from 'next-intl/server'
import { LoadError } from '@/components/customer-data/load-error'
import { MyDetailsView } from '@/components/customer-data/my-details-view'
import { getAccountContext } from '@/lib/customer-data/account-context'
import { localisedPath } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'

/** Reads the account once (with every person) and shows it, or the error state. */
export async function MyDetailsPanel({ session }: { session: Session }) {
  const t = await getTranslations('CustomerData')
  const outcome = await getAccountContext(session)
  if (outcome.status !== 'loaded') return <LoadError message={t(`errors.${outcome.status}`)} />
  const { customer, username, actions } = outcome.context
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
