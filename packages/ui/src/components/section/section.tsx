import type * as React from 'react'
import { cn } from '../../lib/cn'

type SectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Id of the heading, which names the section for assistive technology. */
  headingId: string
  title: React.ReactNode
}

type PageSectionProps = SectionProps & {
  /** A sentence under the heading that says what the page is for. */
  intro?: React.ReactNode | undefined
}

/** The frame of a page: one section named by its one `h1`, with an optional intro. */
function PageSection({ headingId, title, intro, className, children, ...props }: PageSectionProps) {
  return (
    <section
      data-slot="page-section"
      aria-labelledby={headingId}
      className={cn('space-y-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-3xl font-semibold">
        {title}
      </h1>
      {intro ? <p className="text-pui-neutral-700">{intro}</p> : null}
      {children}
    </section>
  )
}

/** A part of a page under its own `h2`. */
function Subsection({ headingId, title, className, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="subsection"
      aria-labelledby={headingId}
      className={cn('space-y-3', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export type { PageSectionProps, SectionProps }
export { PageSection, Subsection }
