import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Card, CardDescription, CardHeader, CardTitle } from '../card/card'
import { Skeleton } from '../skeleton/skeleton'

type ClickableCardEvent = { type: 'clickable_card_click'; href: string }

type ClickableCardProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  heading: React.ReactNode
  text?: React.ReactNode | undefined
  href: string
  /** Extra content under the text, e.g. a rate or a badge. */
  footer?: React.ReactNode | undefined
  headingLevel?: 2 | 3 | undefined
  onTrack?: ((event: ClickableCardEvent) => void) | undefined
}

/** A card whose whole surface follows one link; the link is the heading, so it has a real name. */
function ClickableCard({
  className,
  heading,
  text,
  href,
  footer,
  headingLevel = 3,
  onTrack,
  ...props
}: ClickableCardProps) {
  return (
    <Card
      variant="interactive"
      data-component="clickable-card"
      className={cn('h-full', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          {headingLevel === 2 ? (
            <h2>
              <CardLink href={href} onTrack={onTrack}>
                {heading}
              </CardLink>
            </h2>
          ) : (
            <h3>
              <CardLink href={href} onTrack={onTrack}>
                {heading}
              </CardLink>
            </h3>
          )}
        </CardTitle>
        {text ? <CardDescription className="text-pui-neutral-700">{text}</CardDescription> : null}
      </CardHeader>
      {footer ? <div className="px-5">{footer}</div> : null}
    </Card>
  )
}

function CardLink({
  href,
  onTrack,
  children,
}: Pick<ClickableCardProps, 'href' | 'onTrack'> & { children: React.ReactNode }) {
  return (
    <a
      data-slot="clickable-card-link"
      href={href}
      onClick={onTrack ? () => onTrack({ type: 'clickable_card_click', href }) : undefined}
      className="wrap-anywhere after:absolute after:inset-0 hover:underline"
    >
      {children}
    </a>
  )
}

function ClickableCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="clickable-card-skeleton"
      className={cn('flex flex-col gap-2 rounded-xl border border-pui-border p-5', className)}
    >
      <Skeleton className="w-1/2" />
      <Skeleton />
    </div>
  )
}

export type { ClickableCardEvent, ClickableCardProps }
export { ClickableCard, ClickableCardSkeleton }
