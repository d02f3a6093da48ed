import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Skeleton } from '../skeleton/skeleton'

type MediaTileCtaEvent = { type: 'media_tile_cta_click'; href: string }

type MediaTileProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  imageUrl: string
  /** Empty for a decorative image. */
  imageAlt: string
  heading: React.ReactNode
  text?: React.ReactNode | undefined
  cta?: { label: string; href: string } | null | undefined
  headingLevel?: 2 | 3 | undefined
  onTrack?: ((event: MediaTileCtaEvent) => void) | undefined
}

/**
 * A teaser with an image, heading, text and a call to action (CMS content on landing pages).
 */
function MediaTile({
  className,
  imageUrl,
  imageAlt,
  heading,
  text,
  cta,
  headingLevel = 3,
  onTrack,
  ...props
}: MediaTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-slot="media-tile"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-pui-border bg-pui-background',
        className,
      )}
      {...props}
    >
      <img
        data-slot="media-tile-image"
        src={imageUrl}
        alt={imageAlt}
        loading="lazy"
        className="aspect-video w-full bg-pui-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-tight font-semibold wrap-anywhere">{heading}</Heading>
        {text ? <p className="text-sm text-pui-neutral-700">{text}</p> : null}
        {cta ? (
          <a
            data-slot="media-tile-cta"
            href={cta.href}
            onClick={
              onTrack ? () => onTrack({ type: 'media_tile_cta_click', href: cta.href }) : undefined
            }
            className={cn(
              'mt-auto w-fit rounded-sm pt-2 font-medium text-pui-primary underline underline-offset-4',
              'hover:text-pui-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2',
              'focus-visible:outline-pui-focus-ring',
            )}
          >
            {cta.label}
          </a>
        ) : null}
      </div>
    </article>
  )
}

function MediaTileSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="media-tile-skeleton"
      className={cn('flex flex-col gap-3 rounded-xl border border-pui-border p-5', className)}
    >
      <Skeleton variant="block" className="aspect-video h-auto" />
      <Skeleton className="w-2/3" />
      <Skeleton />
    </div>
  )
}

export type { MediaTileCtaEvent, MediaTileProps }
export { MediaTile, MediaTileSkeleton }
