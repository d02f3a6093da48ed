import { describe, expect, it } from 'vitest'
import { loadMessages, type Messages, messageFiles } from './catalogue'

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

describe('message catalogues', () => {
  it('German has exactly the keys of English', async () => {
    const [en, de] = await Promise.all([loadMessages('en'), loadMessages('de')])
    expect(keyPaths(de).sort()).toEqual(keyPaths(en).sort())
  })

  it.each(['en', 'de'] as const)('%s has no empty message', async (language) => {
    const messages = await loadMessages(language)
    const empty = keyPaths(messages).filter((path) => {
      const text = messageAt(messages, path)
      return typeof text !== 'string' || text.trim() === ''
    })
    expect(empty).toEqual([])
  })

  it.each(['en', 'de'] as const)(
    '%s files do not redefine each other’s namespaces',
    async (language) => {
      const namespaces = await Promise.all(
        messageFiles.map(async (file) =>
          Object.keys((await import(`./${language}/${file}.json`)).default),
        ),
      )
      const all = namespaces.flat()
      expect(new Set(all).size).toBe(all.length)
    },
  )
})
