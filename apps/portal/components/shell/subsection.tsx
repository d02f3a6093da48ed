import type { ReactNode } from 'react'

interface SubsectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  headingId: string
  title: string
  className?: string
  children: ReactNode
}

/** A part of a page under its own `h2`. */
export function Subsection({ headingId, title, className, children }: SubsectionProps) {
  return (
    <section aria-labelledby={headingId} className={className ?? 'space-y-3'}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
