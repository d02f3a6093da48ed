import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton'
import { useTranslations } from 'next-intl'

const rows = ['h-16 w-full', 'h-40 w-full', 'w-11/12', 'w-10/12', 'w-full']

/** Shown while the portfolio service is asked; announced once as loading. */
export function InvestmentsSkeleton() {
  const t = useTranslations('Investments.dashboard')
  return (
    <SkeletonGroup label={t('loading')} data-testid="investments-loading">
      {rows.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className={size} />
      ))}
    </SkeletonGroup>
  )
}
