import type { ReactNode } from 'react'

interface PageSectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  headingId: string
  title: string
  /** A sentence under the heading that says what the page is for. */
  intro?: string
  children: ReactNode
}

/** The frame of a customer or auth page: one section named by its one `h1`. */
export function PageSection({ headingId, title, intro, children }: PageSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h1 id={headingId} className="text-3xl font-semibold">
        {title}
      </h1>
      {intro ? <p className="text-neutral-700">{intro}</p> : null}
      {children}
    </section>
  )
}
