import { portalLocales } from '@portal/domain/locales'

/** The screen an event is sent from (shape B `context`), from the path. */
export function pageOfPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0] && (portalLocales as readonly string[]).includes(segments[0])
  const [section] = first ? segments.slice(1) : segments
  if (!section || section === 'deposits') return 'offers_table'
  if (section === 'banks') return 'bank_page'
  if (section === 'offers') return 'offer_page'
  return section.replace(/[^a-z0-9]+/gi, '_').toLowerCase()
}

/** `desktop`, `tablet` or `mobile` by viewport width (Tailwind's md and lg breakpoints). */
export function browsingPlatform(width: number): 'desktop' | 'tablet' | 'mobile' {
  if (width < 768) return 'mobile'
  if (width < 1024) return 'tablet'
  return 'desktop'
}
