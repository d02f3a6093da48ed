import { Alert, AlertDescription } from '@portal/ui/alert'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Flags } from '@/components/flags/flags'
import { PostboxEndpoint } from '@/components/flags/postbox-endpoint'
import { isPortalLocale } from '@/i18n/locales'
import { getCurrentUser } from '@/lib/backend/users'
import { areCustomerServicesUnavailable } from '@/lib/customer/customer-services-state'
import { requireSession } from '@/lib/session/get-session'
import { RetryForm } from '../retry-form'

export default async function DashboardPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  // The layout shows the unavailable state instead; asking the backend would only wait for it
  // (and with the identity provider down there may be no verified session to require).
  if (await areCustomerServicesUnavailable()) return null
  const session = await requireSession('/dashboard')
  const t = await getTranslations({ locale, namespace: 'Auth.dashboard' })
  const customer = await getTranslations({ locale, namespace: 'Customer' })
  const user = await getCurrentUser(session)

  return (
    <section aria-labelledby="dashboard-title" className="space-y-4">
      <h1 id="dashboard-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      {user ? (
        <>
          <p data-testid="greeting">
            {t('greeting', { name: `${user.firstName} ${user.lastName}` })}
          </p>
          <h2 className="text-xl font-semibold">{t('accounts')}</h2>
          <ul className="list-disc pl-6" data-testid="accounts">
            {user.bacNumbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
          <Flags locale={locale}>
            <PostboxEndpoint />
          </Flags>
        </>
      ) : (
        <>
          <Alert variant="warning">
            <AlertDescription>{t('unavailable')}</AlertDescription>
          </Alert>
          <RetryForm label={customer('unavailable.retry')} />
        </>
      )}
    </section>
  )
}
