import { describe, expect, it } from 'vitest'
import { readDocumentFilter } from './document-filter'

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
