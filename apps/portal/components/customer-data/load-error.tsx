import { Alert, AlertDescription } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import { RetryForm } from '@/app/[locale]/[site]/(customer)/retry-form'

/** The error state of a customer-data panel: what failed, and a way to try again. */
export function LoadError({ message, testId }: { message: string; testId?: string }) {
  const t = useTranslations('CustomerData')
  return (
    <div className="space-y-4" data-testid={testId ?? 'load-error'}>
      <Alert variant="danger">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <RetryForm label={t('retry')} />
    </div>
  )
}
