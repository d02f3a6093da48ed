import { isServedLanguage } from '@portal/domain/languages'
import { type MarketLanguage, servedLanguages } from '@portal/domain/markets'
import { marketRespelling, respelled } from './market-spelling'
import type { SandboxTexts } from './sandbox-texts'

/**
 * The bank's texts of each language the market table serves (`languages/<language>/bank`, beside
 * the portal's catalogue of that language): a new language is its folder plus its market row. A
 * missing folder stops the sandbox at start (and `catalogues.test.ts`).
 */
const loaded = new Map<MarketLanguage, SandboxTexts>(
  await Promise.all(
    servedLanguages().map(
      async (language) =>
        [
          language,
          (
            (await import(`../../../../languages/${language}/bank/index.ts`)) as {
              texts: SandboxTexts
            }
          ).texts,
        ] as const,
    ),
  ),
)

/** Texts respelt for a market, by language and tag: each written once. */
const respelt = new Map<string, SandboxTexts>()

/**
 * The bank's texts in `language`, spelt as the reader's market writes them when `tag` (the reader's
 * `Intl` tag) names one: `de-CH` reads Strasse for Straße.
 */
export function textsIn(language: MarketLanguage, tag?: string): SandboxTexts {
  const texts = loaded.get(language)
  if (texts === undefined) throw new Error(`No sandbox texts in ${language}`)
  const respell = tag === undefined ? undefined : marketRespelling(tag)
  if (respell === undefined) return texts
  const key = `${language}:${tag?.toLowerCase()}`
  const spelt = respelt.get(key) ?? respelled(texts, respell)
  respelt.set(key, spelt)
  return spelt
}

/** The bank's source language: the texts a partner's untranslated text falls back to. */
export const sourceLanguage: MarketLanguage = 'en'

export function loadedLanguages(): MarketLanguage[] {
  return [...loaded.keys()].filter(isServedLanguage)
}
