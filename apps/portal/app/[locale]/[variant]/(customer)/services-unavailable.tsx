import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { RetryForm } from '@/components/shell/retry-form'

/** The customer area while its backend does not answer (HTTP 503, set by the middleware). */
export async function ServicesUnavailable() {
  const t = await getTranslations('Customer.unavailable')
  return (
    <section
      aria-labelledby="services-unavailable-title"
      className="space-y-4"
      data-testid="services-unavailable"
    >
      <h1 id="services-unavailable-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <Alert variant="danger">
        <AlertDescription>{t('description')}</AlertDescription>
      </Alert>
      <RetryForm label={t('retry')} />
    </section>
  )
}
