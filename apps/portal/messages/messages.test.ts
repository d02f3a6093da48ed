import { readFileSync } from 'node:fs'
import { labelColon } from '@portal/domain/format'
import { servedLanguages } from '@portal/domain/markets'
import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { loadMessages, type Messages, messageFiles, messagesOfLocale } from './catalogue'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  )
}

function messageAt(messages: Messages, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
}

/** Argument names of an ICU message (`{amount}`, `{count, plural, …}`), nested ones included. */
function argumentsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '')
  return [...new Set(names)].sort()
}

/** Key paths a language deliberately leaves as in English: names and codes (IBAN, ETF, Flexgeld). */
function identicalToEnglish(language: string): string[] {
  const file = new URL(
    `../../../languages/${language}/portal/identical-to-english.txt`,
    import.meta.url,
  )
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

const languages = servedLanguages()
const translated = languages.filter((language) => language !== 'en')
const english = await loadMessages('en')
const englishPaths = keyPaths(english).sort()

describe('message catalogues', () => {
  it.each(translated)('%s has exactly the keys of English', async (language) => {
    expect(keyPaths(await loadMessages(language)).sort()).toEqual(englishPaths)
  })

  it.each(languages)(
    '%s: every message is a non-empty ICU message that compiles',
    async (language) => {
      const messages = await loadMessages(language)
      const broken = keyPaths(messages).flatMap((path) => {
        const text = messageAt(messages, path)
        if (typeof text !== 'string' || text.trim() === '') return [`${path}: empty`]
        try {
          compile(text)
          return []
        } catch (error) {
          return [`${path}: ${(error as Error).message}`]
        }
      })
      expect(broken).toEqual([])
    },
  )

  it.each(translated)('%s uses the arguments English passes, no other', async (language) => {
    const messages = await loadMessages(language)
    const mismatched = englishPaths.filter((path) => {
      const theirs = messageAt(messages, path)
      if (typeof theirs !== 'string') return false
      return argumentsOf(theirs).join() !== argumentsOf(messageAt(english, path) as string).join()
    })
    expect(mismatched).toEqual([])
  })

  it.each(translated)(
    '%s leaves no English in place, except the names and codes it lists',
    async (language) => {
      const messages = await loadMessages(language)
      const listed = identicalToEnglish(language)
      const identical = englishPaths.filter(
        (path) => messageAt(messages, path) === messageAt(english, path),
      )
      expect(identical.filter((path) => !listed.includes(path))).toEqual([])
      // the list holds only keys that are identical today (no stale exceptions)
      expect(listed.filter((path) => !identical.includes(path))).toEqual([])
    },
  )

  it.each(languages)('%s files do not redefine each other’s namespaces', async (language) => {
    const namespaces = await Promise.all(
      messageFiles.map(async (file) =>
        Object.keys((await import(`../../../languages/${language}/portal/${file}.json`)).default),
      ),
    )
    const all = namespaces.flat()
    expect(new Set(all).size).toBe(all.length)
  })

  it('de-ch is the German catalogue written without ß', async () => {
    const [german, swiss] = await Promise.all([loadMessages('de'), messagesOfLocale('de-ch')])
    expect(JSON.stringify(german)).toContain('ß')
    expect(JSON.stringify(swiss)).not.toContain('ß')
    expect(messageAt(swiss, 'Savings.close')).toBe('Schliessen')
    expect(keyPaths(swiss).sort()).toEqual(englishPaths)
  })

  it("a locale's catalogue is made once and shared by every request, each locale its own", async () => {
    const swiss = await messagesOfLocale('de-ch')
    expect(await messagesOfLocale('de-ch')).toBe(swiss)
    const german = await messagesOfLocale('de-de')
    expect(german).not.toBe(swiss)
    expect(messageAt(german, 'Savings.close')).toBe('Schließen')
  })

  it('fr sets the space of `labelColon` before : ; ? ! (never a plain or no space)', async () => {
    const space = labelColon('', 'fr-FR').slice(0, -1)
    const messages = await loadMessages('fr')
    const unspaced = keyPaths(messages).filter((path) => {
      const text = String(messageAt(messages, path))
      // a letter, digit, closing bracket or quote, then an optional space other than `space`
      return /[\p{L}\d})»’] ?[:;?!](?=\s|$)/u.test(text.replaceAll(space, '\n'))
    })
    expect(space).toBe('\u00a0')
    expect(unspaced).toEqual([])
  })
})
