import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Skeleton } from '../skeleton/skeleton'

type PressReleaseCardEvent = { type: 'press_release_card_click'; href: string }

type PressReleaseCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  title: React.ReactNode
  teaser?: React.ReactNode | undefined
  href: string
  /** ISO date for the `time` element and its formatted text. */
  publishedOn: { iso: string; label: string }
  headingLevel?: 2 | 3 | undefined
  onTrack?: ((event: PressReleaseCardEvent) => void) | undefined
}

/**
 * A press release in a list: date, heading as the link, teaser.
 */
function PressReleaseCard({
  className,
  title,
  teaser,
  href,
  publishedOn,
  headingLevel = 3,
  onTrack,
  ...props
}: PressReleaseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-slot="press-release-card"
      className={cn(
        'relative flex flex-col gap-2 rounded-xl border border-pui-border bg-pui-background p-5',
        'hover:border-pui-primary has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2',
        'has-[a:focus-visible]:outline-pui-focus-ring',
        className,
      )}
      {...props}
    >
      <time dateTime={publishedOn.iso} className="text-sm text-pui-muted-foreground">
        {publishedOn.label}
      </time>
      <Heading className="text-lg leading-tight font-semibold wrap-anywhere">
        <a
          data-slot="press-release-card-link"
          href={href}
          onClick={onTrack ? () => onTrack({ type: 'press_release_card_click', href }) : undefined}
          className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {title}
        </a>
      </Heading>
      {teaser ? <p className="text-sm text-pui-neutral-700">{teaser}</p> : null}
    </article>
  )
}

function PressReleaseCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="press-release-card-skeleton"
      className={cn('flex flex-col gap-2 rounded-xl border border-pui-border p-5', className)}
    >
      <Skeleton className="w-24" />
      <Skeleton className="w-3/4" />
      <Skeleton />
    </div>
  )
}

export type { PressReleaseCardEvent, PressReleaseCardProps }
export { PressReleaseCard, PressReleaseCardSkeleton }
