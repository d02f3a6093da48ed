import type { ReactNode } from 'react'

interface PageSectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  headingId: string
  title: string
  children: ReactNode
}

/** The frame of a customer or auth page: one section named by its one `h1`. */
export function PageSection({ headingId, title, children }: PageSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h1 id={headingId} className="text-3xl font-semibold">
        {title}
      </h1>
      {children}
    </section>
  )
}
