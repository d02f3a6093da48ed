import { describe, expect, it } from 'vitest'
import { maxSavedOffers, parseSavedOffers, toggleSavedOffer } from './saved-offers'

describe('parseSavedOffers', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['a-1,b-2', ['a-1', 'b-2']],
    ['a-1,a-1', ['a-1']],
    ['a-1,<script>,b', ['a-1', 'b']],
  ])('%j → %j', (value, expected) => {
    expect(parseSavedOffers(value)).toEqual(expected)
  })
})

describe('toggleSavedOffer', () => {
  it('saves and removes', () => {
    expect(toggleSavedOffer(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleSavedOffer(['a', 'b'], 'a', false)).toEqual(['b'])
    expect(toggleSavedOffer(['a'], 'a', true)).toEqual(['a'])
  })

  it('ignores malformed ids and keeps at most the maximum', () => {
    expect(toggleSavedOffer(['a'], 'x;y', true)).toEqual(['a'])
    const full = Array.from({ length: maxSavedOffers }, (_, index) => `id-${index}`)
    const next = toggleSavedOffer(full, 'new', true)
    expect(next).toHaveLength(maxSavedOffers)
    expect(next.at(-1)).toBe('new')
    expect(next[0]).toBe('id-1')
  })
})
