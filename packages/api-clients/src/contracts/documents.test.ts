import { describe, expect, it } from 'vitest'
import {
  DepotDocument,
  DocumentListQuery,
  documentsContract,
  UploadAnnouncement,
} from './documents'

const taxSummary = {
  id: 'DOC_2025_TAX',
  type: 'tax_summary',
  year: 2025,
  title: 'Yearly tax summary 2025',
  fileName: 'tax-summary-2025.pdf',
  mediaType: 'application/pdf',
  size: 18_204,
  createdAt: '2026-02-15T06:00:00Z',
  source: 'BANK',
}

describe('documents contract', () => {
  it('accepts a list with a tax summary and reads type and year filters from the query', () => {
    const list = documentsContract.listDocuments.response.parse({
      items: [taxSummary],
      years: [2026, 2025],
    })
    expect(list).toEqual({ items: [taxSummary], years: [2026, 2025] })
    expect(() => documentsContract.listDocuments.response.parse({ items: [taxSummary] })).toThrow()
    expect(DocumentListQuery.parse({ type: 'tax_summary', year: '2025' })).toEqual({
      type: 'tax_summary',
      year: 2025,
    })
  })

  it.each([
    ['an HTML document', { ...taxSummary, mediaType: 'text/html' }],
    ['an unknown type', { ...taxSummary, type: 'selfie' }],
    ['an empty file', { ...taxSummary, size: 0 }],
  ])('rejects %s', (_case, document) => {
    expect(DepotDocument.safeParse(document).success).toBe(false)
  })

  it.each([
    [{ fileName: 'passport.pdf', size: 120_000, purpose: 'id_document' }, null],
    [{ fileName: '../passport.pdf', size: 120_000, purpose: 'id_document' }, 'unsafe_file_name'],
    [{ fileName: 'passport.pdf', size: 11 * 1024 * 1024, purpose: 'id_document' }, 'too_large'],
    [{ fileName: 'passport.pdf', size: 0, purpose: 'id_document' }, 'empty_file'],
    [{ fileName: 'passport.exe', size: 10, purpose: 'id_document' }, 'extension_not_allowed'],
    [{ fileName: 'passport.pdf', size: 10, purpose: 'tax_summary' }, 'invalid_value'],
  ])('announcing %j → %s', (announcement, problem) => {
    const result = UploadAnnouncement.safeParse(announcement)
    const issue = result.error?.issues[0]
    // Domain reason codes arrive as custom issues' messages; zod's own as their code.
    expect(issue && (issue.code === 'custom' ? issue.message : issue.code)).toBe(
      problem ?? undefined,
    )
  })
})
