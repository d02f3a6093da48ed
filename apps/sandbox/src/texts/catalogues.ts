import { isServedLanguage } from '@portal/domain/languages'
import { type MarketLanguage, servedLanguages } from '@portal/domain/markets'
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

export function textsIn(language: MarketLanguage): SandboxTexts {
  const texts = loaded.get(language)
  if (texts === undefined) throw new Error(`No sandbox texts in ${language}`)
  return texts
}

/** The bank's source language: the texts a partner's untranslated text falls back to. */
export const sourceLanguage: MarketLanguage = 'en'

export function loadedLanguages(): MarketLanguage[] {
  return [...loaded.keys()].filter(isServedLanguage)
}
