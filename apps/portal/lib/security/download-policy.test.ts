import { describe, expect, it } from 'vitest'
import { downloadContentSecurityPolicy, isDownloadPath } from './download-policy'

describe('isDownloadPath', () => {
  it.each([
    ['/documents/DOC-1/download', true],
    ['/documents/a%2Fb/download', true],
    ['/documents', false],
    ['/documents/DOC-1', false],
    ['/documents//download', false],
    ['/documents/DOC-1/download/x', false],
    ['/documents/a/b/download', false],
    ['/de-de/documents/DOC-1/download', false],
    ['/postbox/messages/download', false],
  ])('%s → %s', (path, expected) => {
    expect(isDownloadPath(path)).toBe(expected)
  })

  it('gives a download nothing to load or run', () => {
    expect(downloadContentSecurityPolicy).toBe("default-src 'none'; sandbox")
  })
})
