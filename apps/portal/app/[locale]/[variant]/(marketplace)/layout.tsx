import type { ReactNode } from 'react'

// Pages shared by every visitor (the route table's `cache: 'shared'`): rendered once per page variant
// segment (locale, consent choice, query) on first request, served from the page cache and
// regenerated in the background after the data's lifetime (spec: cache default 300000 ms).
// Nothing below may read the request; the middleware puts what varies into the page variant segment.
export const dynamic = 'force-static'
export const revalidate = 300

export default function SharedPagesLayout({ children }: { children: ReactNode }) {
  return children
}
