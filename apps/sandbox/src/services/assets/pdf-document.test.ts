import { describe, expect, it } from 'vitest'
import { bankLogoSvg } from './bank-logo-svg'
import { parseDocumentId } from './document-paths'

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
