import { markets, spelledFor } from '@portal/domain/markets'

type Respell = (text: string) => string

/**
 * How a market spells its language where it differs from the language's catalogue (`spelledFor`
 * of the market table, the rule the portal's catalogue follows too: ss for ß in de-CH). Undefined
 * where the catalogue is spelt as written; `tag` is the reader's `Intl` tag (`de-CH`).
 */
export function marketRespelling(tag: string): Respell | undefined {
  const market = Object.values(markets).find(
    (entry) => entry.intlTag.toLowerCase() === tag.toLowerCase(),
  )
  return market?.writesEszett === false ? (text) => spelledFor(market, text) : undefined
}

/**
 * Texts (strings, lists, records and text functions) respelt. A function's answer is respelt
 * around the names and figures it was given: a customer called Weiß stays Weiß.
 */
export function respelled<T>(texts: T, respell: Respell): T {
  if (typeof texts === 'string') return respell(texts) as T
  if (typeof texts === 'function') {
    const write = texts as (...facts: unknown[]) => unknown
    return ((...facts: unknown[]) => respelled(write(...facts), keeping(facts, respell))) as T
  }
  if (Array.isArray(texts)) return texts.map((text) => respelled(text, respell)) as T
  if (typeof texts === 'object' && texts !== null) {
    return Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [key, respelled(text, respell)]),
    ) as T
  }
  return texts
}

/** `respell` that leaves the given facts as they are wherever they appear in a text. */
function keeping(facts: unknown[], respell: Respell): Respell {
  const kept = stringsIn(facts).filter((fact) => respell(fact) !== fact)
  if (kept.length === 0) return respell
  const pattern = new RegExp(
    `(${kept
      .sort((a, b) => b.length - a.length)
      .map((fact) => fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})`,
  )
  return (text) =>
    text
      .split(pattern)
      .map((part, index) => (index % 2 === 1 ? part : respell(part)))
      .join('')
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn)
  return []
}
