import { describe, expect, it } from 'vitest'
import de from './de.json'
import en from './en.json'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('message catalogues', () => {
  it('German has exactly the keys of English', () => {
    expect(keyPaths(de).sort()).toEqual(keyPaths(en).sort())
  })

  it.each([
    ['en', en],
    ['de', de],
  ])('%s has no empty message', (_language, messages) => {
    const empty = keyPaths(messages).filter((path) => {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      return typeof text !== 'string' || text.trim() === ''
    })
    expect(empty).toEqual([])
  })
})
