import { createHash } from 'node:crypto'

/** Deterministic logo of a bank: its initials on a colour derived from the slug. */
export function bankLogoSvg(slug: string, name: string): string {
  const digest = createHash('sha256').update(slug).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const initials = initialsOf(name)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="96" height="96" rx="16" fill="hsl(${hue} 55% 36%)"/>`,
    '<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#ffffff" ',
    'font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700">',
    `${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
