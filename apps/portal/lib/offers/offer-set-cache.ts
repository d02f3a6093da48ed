/**
 * A tab's offer set, asked for once per address while it is fresh (the pages are regenerated on
 * rate changes, so a minute-old set is current enough); a failed request is forgotten, so the next
 * engagement asks again. Kept for the page's lifetime: a visitor going back to a tab reuses it.
 */
export function offerSetCache<Set>(
  load: (url: string) => Promise<Set>,
  { freshMs = 60_000, now = () => Date.now() } = {},
) {
  const asked = new Map<string, { at: number; set: Promise<Set> }>()
  return (url: string): Promise<Set> => {
    const earlier = asked.get(url)
    if (earlier && now() - earlier.at < freshMs) return earlier.set
    const set = load(url)
    const entry = { at: now(), set }
    asked.set(url, entry)
    set.catch(() => {
      if (asked.get(url) === entry) asked.delete(url)
    })
    return set
  }
}
