import type { PortalLocale } from '@portal/domain/locales'

interface Range {
  tag: string
  quality: number
  order: number
}

const maxRanges = 32

function parseAcceptLanguage(header: string): Range[] {
  return header
    .slice(0, 1024)
    .split(',')
    .slice(0, maxRanges)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim().replace('_', '-'), quality, order }
    })
    .filter((r) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$|^\*$/.test(r.tag))
    .filter((r) => Number.isFinite(r.quality) && r.quality > 0 && r.quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
}

/**
 * The best of `available` for an Accept-Language header: an exact tag first, then the first
 * available locale with the same language; `fallback` when nothing matches.
 */
export function negotiateLocale(
  header: string | null,
  available: readonly PortalLocale[],
  fallback: PortalLocale,
): PortalLocale {
  for (const range of parseAcceptLanguage(header ?? '')) {
    if (range.tag === '*') return fallback
    const exact = available.find((locale) => locale === range.tag)
    if (exact) return exact
    const language = range.tag.split('-')[0]
    const sameLanguage =
      language === fallback.split('-')[0]
        ? fallback
        : available.find((locale) => locale.split('-')[0] === language)
    if (sameLanguage && available.includes(sameLanguage)) return sameLanguage
  }
  return fallback
}
