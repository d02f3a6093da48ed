import { describe, expect, it } from 'vitest'
import { assetUrl, proxiedAssetType } from './asset-url'

describe('assetUrl', () => {
  it.each([
    ['/assets/banks/x/logo.svg', '/de-de/assets/banks/x/logo.svg'],
    ['/assets/content/one-account.svg', '/de-de/assets/content/one-account.svg'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x.svg', undefined],
  ])('%s → %s', (url, expected) => {
    expect(assetUrl(url, 'de-de')).toBe(expected)
  })
})

describe('proxiedAssetType', () => {
  it.each([
    [['banks', 'alvdane-credit-bank', 'logo.svg'], 'image/svg+xml'],
    [['banks', 'alvdane-credit-bank', 'logo.png'], 'image/png'],
    [['documents', 'terms-123.pdf'], 'application/pdf'],
    [['content', 'one-account.svg'], 'image/svg+xml'],
    [['content', 'deposit-protection.png'], 'image/png'],
    [['content', 'page.html'], undefined],
    [['content', 'script.js'], undefined],
    [['content', 'one-account.svg.html'], undefined],
    [['content', 'One Account.svg'], undefined],
    [['content', '..', 'logo.svg'], undefined],
    [['content', 'constructor'], undefined],
    [['content', 'x.constructor'], undefined],
    [['banks', 'x', 'banner.svg'], undefined],
    [['banks', '..', 'logo.svg'], undefined],
    [['documents', '..', '..', 'etc', 'passwd'], undefined],
    [['cms', 'v1', 'pages'], undefined],
    [['banks', 'x', 'logo.svg', 'more'], undefined],
  ])('%j → %s', (segments, expected) => {
    expect(proxiedAssetType(segments)).toBe(expected)
  })
})
