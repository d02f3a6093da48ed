import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton'

const rows = ['w-1/3', 'w-full', 'w-11/12', 'w-full', 'w-2/3', 'w-full', 'w-10/12']

/** Shown while the customer data is asked for; announced once as loading. */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-testid="customer-data-loading">
      {rows.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className={width} />
      ))}
    </SkeletonGroup>
  )
}
