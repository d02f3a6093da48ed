import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton'

const rows = ['w-full', 'w-11/12', 'w-full', 'w-10/12']

/** Shown while the balances are read; announced once as loading. */
export function MoneyOutSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-testid="money-out-loading">
      {rows.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className={width} />
      ))}
    </SkeletonGroup>
  )
}
