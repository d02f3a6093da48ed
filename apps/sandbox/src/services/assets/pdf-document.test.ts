import { describe, expect, it } from 'vitest'
import { bankLogoSvg } from './bank-logo-svg'
import { parseDocumentId } from './document-paths'
import { simplePdf } from './pdf-document'

describe('simplePdf', () => {
  it('writes a cross-reference table whose offsets point at the objects', () => {
    const text = Buffer.from(simplePdf('Terms (draft)', ['Line one', 'Ünïcode ✓'])).toString(
      'latin1',
    )
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true)
    })
    expect(text).toContain('(Terms \\(draft\\)) Tj')
  })
})

describe('bankLogoSvg', () => {
  it('is deterministic, escapes the name and uses the initials', () => {
    const svg = bankLogoSvg('a-b', 'Alpha & Beta Bank')
    expect(svg).toBe(bankLogoSvg('a-b', 'Alpha & Beta Bank'))
    expect(svg).toContain('<title>Alpha &amp; Beta Bank</title>')
    expect(svg).toContain('>AB</text>')
  })
})

describe('parseDocumentId', () => {
  it.each([
    [
      'bank-solgard-bank-product-information-sheet',
      { owner: 'bank', ownerId: 'solgard-bank', kind: 'product-information-sheet' },
    ],
    [
      'offer-1f2e-terms-and-conditions',
      { owner: 'offer', ownerId: '1f2e', kind: 'terms-and-conditions' },
    ],
    ['offer--terms-and-conditions', undefined],
    ['user-x-terms-and-conditions', undefined],
    ['../secrets', undefined],
  ])('%s', (id, expected) => {
    expect(parseDocumentId(id)).toEqual(expected)
  })
})
