import { labelColon } from '@portal/domain/format'
import { type MarketLanguage, servedLanguages } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { loadedLanguages, textsIn } from './catalogues'

/** Any argument a text takes: a number (7) where it counts, 'X' for every fact it reads. */
const anything: unknown = new Proxy(
  {},
  { get: (_, key) => (key === Symbol.toPrimitive ? () => 7 : 'X') },
)

/** Every text of a catalogue by its path, functions called with `anything`. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function')
    return leaves(value(anything, anything, anything, anything), path)
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, path ? `${path}.${key}` : key),
    )
  }
  return []
}

/** Texts allowed to equal English: the pages' structure, and words both languages share. */
const structure = /\.(slug|contentType|href|imageUrl|imageAlt|type|productType)$/
const sameAsEnglish: Record<string, string[]> = {
  de: ['documents.orderConfirmation.lines[1]', 'documents.openingConfirmation.lines[1]'], // "Bank: …"
  it: ['contentPages[5].title'], // "Privacy"
  nl: [
    'contentPages[5].title',
    'documents.orderConfirmation.lines[1]',
    'documents.openingConfirmation.lines[1]',
  ],
  pl: ['documents.orderConfirmation.lines[1]', 'documents.openingConfirmation.lines[1]'],
}

describe('the bank’s texts: one folder per language of the market table', () => {
  it('loads a folder for every served language and no other', () => {
    expect(loadedLanguages().sort()).toEqual(servedLanguages().sort())
  })

  const english = new Map(leaves(textsIn('en')))
  it.each(servedLanguages().filter((language) => language !== 'en'))(
    '%s has every text English has, each written in it',
    (language) => {
      const texts = new Map(leaves(textsIn(language)))
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
      const untranslated = [...texts]
        .filter(([path, text]) => text !== '' && text === english.get(path))
        .map(([path]) => path)
        .filter((path) => !structure.test(path) && !sameAsEnglish[language]?.includes(path))
      expect(untranslated).toEqual([])
    },
  )

  it('writes every content page in the same blocks as English', () => {
    const shape = (language: MarketLanguage) =>
      textsIn(language).contentPages.map((page) => [page.slug, page.blocks.map((b) => b.type)])
    for (const language of servedLanguages()) expect(shape(language)).toEqual(shape('en'))
  })

  it('French sets the space of `labelColon` before : ; ? ! (never a plain or no space)', () => {
    const space = labelColon('', 'fr-FR').slice(0, -1)
    const unspaced = leaves(textsIn('fr'))
      .filter(([, text]) => /[\p{L}\d)»’] ?[:;?!](?=\s|$)/u.test(text.replaceAll(space, '\n')))
      .map(([path]) => path)
    expect(unspaced).toEqual([])
  })
})
