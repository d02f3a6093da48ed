// How the shared page cache stores an entry in Redis: the handler's own JSON, read back only when
// it has the shape this Next version writes. An entry that cannot be read (cut short, corrupt,
// written by an older Next or another format) is a miss, never served: the page is rendered
// again and the entry replaced.

const kinds = new Set(['APP_PAGE', 'APP_ROUTE', 'FETCH', 'PAGES', 'REDIRECT', 'IMAGE'])
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)
const optional = (value, type) => value === undefined || value === null || typeof value === type

const valueShapes = {
  APP_PAGE: (value) =>
    typeof value.html === 'string' &&
    optional(value.rscData, 'string') &&
    optional(value.status, 'number') &&
    (value.headers === undefined || isObject(value.headers)),
  APP_ROUTE: (value) =>
    typeof value.body === 'string' && typeof value.status === 'number' && isObject(value.headers),
  FETCH: (value) => isObject(value.data) && typeof value.data.body === 'string',
}

/** True when `entry` is a cache entry as the handler writes it for this Next version. */
export function isReadableEntry(entry) {
  if (!isObject(entry)) return false
  if (typeof entry.lastModified !== 'number' || !Array.isArray(entry.tags)) return false
  if (entry.value === null) return true
  if (!isObject(entry.value) || !kinds.has(entry.value.kind)) return false
  return valueShapes[entry.value.kind]?.(entry.value) ?? true
}

/** The `valueSerializer` of the handler's Redis store (its documented contract: null is a miss). */
export const entryFormat = {
  serialize: (entry) => JSON.stringify(entry),
  deserialize(stored) {
    try {
      const entry = JSON.parse(String(stored))
      return isReadableEntry(entry) ? entry : null
    } catch {
      return null
    }
  },
}
