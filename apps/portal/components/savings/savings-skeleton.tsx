import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton'

const rows = ['h-24 w-full', 'w-10/12', 'w-full', 'w-11/12', 'h-16 w-full', 'w-9/12']

/** Shown while the savings service is asked; announced once as loading. */
export function SavingsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-testid="savings-loading">
      {rows.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className={width} />
      ))}
    </SkeletonGroup>
  )
}
