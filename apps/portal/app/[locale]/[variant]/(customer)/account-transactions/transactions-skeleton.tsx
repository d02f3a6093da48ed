import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton'

const rows = ['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-full', 'w-11/12']

/** Shown while the transaction service is asked; announced once as loading. */
export function TransactionsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-testid="transactions-loading">
      {rows.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className={width} />
      ))}
    </SkeletonGroup>
  )
}
