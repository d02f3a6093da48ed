import { useTranslations } from 'next-intl'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { nothingToRead, type ServiceFailure } from '@/lib/backend/service-result'

/**
 * A savings screen without its overview: no customer account chosen (nothing to show), or the
 * savings service was too slow or failed (with a way to try again).
 */
export function SavingsFailure({ failure }: { failure: ServiceFailure }) {
  const t = useTranslations('Savings')
  if (nothingToRead(failure)) {
    return <p data-testid="savings-none">{t('noAccount')}</p>
  }
  return (
    <ServiceFailureNotice
      message={t(failure.reason === 'timeout' ? 'timeout' : 'failed')}
      retryLabel={t('retry')}
      testId="savings-error"
    />
  )
}
