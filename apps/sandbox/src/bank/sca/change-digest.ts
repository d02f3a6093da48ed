import { createHash } from 'node:crypto'

/** JSON with object keys sorted at every level, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** The digest a data-change challenge is bound to: purpose and change together. */
export function changeDigest(purpose: string, change: unknown): string {
  return createHash('sha256')
    .update(`${purpose}\n${canonicalJson(change)}`)
    .digest('hex')
}
