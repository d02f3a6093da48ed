import { MissingPathParameterError } from './programmer-errors'

export type PathParams = Readonly<Record<string, unknown>>
export type QueryValues = Readonly<Record<string, unknown>>

/** Replaces `:param` placeholders with URI-encoded values. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new MissingPathParameterError(name, path)
    return encodeURIComponent(String(value))
  })
}

/** Query string without undefined or null values; arrays repeat their key. Empty gives ''. */
export function queryString(query: QueryValues = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item))
    }
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}
