import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'
import { Skeleton } from '../skeleton/skeleton'

const heroVariants = variants('flex flex-col gap-4 rounded-2xl px-6 py-10 sm:px-10', {
  variants: {
    variant: {
      brand: 'bg-pui-primary-subtle text-pui-foreground',
      plain: 'bg-pui-muted text-pui-foreground',
    },
  },
  defaultVariants: { variant: 'brand' },
})

type HeroCtaEvent = { type: 'hero_cta_click'; href: string }

type HeroProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof heroVariants> & {
    heading: React.ReactNode
    text?: React.ReactNode | undefined
    cta?: { label: string; href: string } | null | undefined
    /** Heading level of the title; 1 when the hero opens the page. */
    level?: 1 | 2 | undefined
    onTrack?: ((event: HeroCtaEvent) => void) | undefined
  }

/**
 * The band that opens a page: the page's h1, a sentence and at most one call to action.
 */
function Hero({ className, variant, heading, text, cta, level = 1, onTrack, ...props }: HeroProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section
      data-slot="hero"
      data-variant={heroVariants.resolve('variant', variant)}
      className={cn(heroVariants({ variant }), className)}
      {...props}
    >
      <Heading className="max-w-3xl text-3xl leading-tight font-semibold wrap-anywhere sm:text-4xl">
        {heading}
      </Heading>
      {text ? <p className="max-w-2xl text-lg text-pui-neutral-700">{text}</p> : null}
      {cta ? (
        <a
          data-slot="hero-cta"
          href={cta.href}
          onClick={onTrack ? () => onTrack({ type: 'hero_cta_click', href: cta.href }) : undefined}
          className={cn(
            'inline-flex h-12 w-fit items-center rounded-md bg-pui-primary px-6 font-medium',
            'text-pui-primary-foreground shadow-pui-sm hover:bg-pui-primary-hover',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
          )}
        >
          {cta.label}
        </a>
      ) : null}
    </section>
  )
}

/** Placeholder while a hero's content loads; wrap it in a SkeletonGroup that announces loading. */
function HeroSkeleton({ className }: { className?: string }) {
  return (
    <div data-slot="hero-skeleton" className={cn(heroVariants({ variant: 'plain' }), className)}>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="w-1/2" />
      <Skeleton className="h-12 w-40 rounded-md" />
    </div>
  )
}

export type { HeroCtaEvent, HeroProps }
export { Hero, HeroSkeleton, heroVariants }
