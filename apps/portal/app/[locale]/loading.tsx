import { Skeleton } from '@portal/ui/skeleton'
import { getTranslations } from 'next-intl/server'

export default async function Loading() {
  const t = await getTranslations('Loading')
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('label')}</span>
      <Skeleton variant="line" className="h-8 w-1/2" />
      <Skeleton variant="block" className="h-64 w-full" />
    </div>
  )
}
