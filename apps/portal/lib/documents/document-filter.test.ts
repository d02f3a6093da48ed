import { describe, expect, it } from 'vitest'
import { documentYears, readDocumentFilter } from './document-filter'

describe('readDocumentFilter', () => {
  it.each([
    [{}, { type: undefined, year: undefined }],
    [
      { type: 'tax_summary', year: '2025' },
      { type: 'tax_summary', year: 2025 },
    ],
    [
      { type: 'secret', year: '25' },
      { type: undefined, year: undefined },
    ],
    [{ year: '1999' }, { type: undefined, year: undefined }],
    [{ type: ['tax_summary'] }, { type: undefined, year: undefined }],
  ])('%j → %j', (query, expected) => {
    expect(readDocumentFilter(query)).toEqual(expected)
  })
})

describe('documentYears', () => {
  it('offers the years of the documents present, next year’s included, newest first', () => {
    expect(documentYears([2025, 2027, 2026], undefined)).toEqual([2027, 2026, 2025])
  })

  it('keeps the year asked for even when no document is about it', () => {
    expect(documentYears([2026], 2021)).toEqual([2026, 2021])
    expect(documentYears([], undefined)).toEqual([])
  })
})
