import { describe, expect, it } from 'vitest'
import { assetUrl, isProxiedAssetPath } from './asset-url'

describe('assetUrl', () => {
  it.each([
    ['/assets/banks/x/logo.svg', '/de-de/assets/banks/x/logo.svg'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x.svg', undefined],
  ])('%s → %s', (url, expected) => {
    expect(assetUrl(url, 'de-de')).toBe(expected)
  })
})

describe('isProxiedAssetPath', () => {
  it.each([
    [['banks', 'alvdane-credit-bank', 'logo.svg'], true],
    [['documents', 'terms-123.pdf'], true],
    [['banks', '..', 'logo.svg'], false],
    [['documents', '..', '..', 'etc', 'passwd'], false],
    [['cms', 'v1', 'pages'], false],
    [['banks', 'x', 'logo.svg', 'more'], false],
  ])('%j → %s', (segments, expected) => {
    expect(isProxiedAssetPath(segments)).toBe(expected)
  })
})
