/** Whether `path` is one of `prefixes` or below one, by whole segments and ignoring case. */
export function isAtOrBelow(path: string, prefixes: readonly string[]): boolean {
  const lower = path.toLowerCase()
  return prefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}
