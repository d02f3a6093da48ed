import { describe, expect, it } from 'vitest'
import { clampPageNumber, pageCount } from './page-number'

describe('pageCount', () => {
  it.each([
    [0, 6, 1],
    [1, 6, 1],
    [12, 6, 2],
    [13, 6, 3],
  ])('%i items of %i a page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })
})

describe('clampPageNumber', () => {
  it.each([
    [undefined, 3, 1, false],
    ['1', 3, 1, false],
    ['2', 3, 2, false],
    ['3', 3, 3, false],
    ['4', 3, 3, true],
    ['999999', 3, 3, true],
    ['0', 3, 1, true],
    ['-1', 3, 1, true],
    ['abc', 3, 1, true],
    ['2.5', 3, 1, true],
    ['', 3, 1, true],
    ['1e3', 3, 1, true],
    ['99999999999999999999', 3, 1, true],
    [['2', '3'], 3, 2, false],
    ['1', 0, 1, false],
  ] as const)('%j of %i pages → %i (adjusted %s)', (raw, pages, page, adjusted) => {
    expect(clampPageNumber(raw as string | string[] | undefined, pages)).toEqual({ page, adjusted })
  })
})
