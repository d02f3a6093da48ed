import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { taxSummaryPdf } from './tax-summary-pdf'

const texts = {
  title: 'Tax summary 2026',
  customer: 'Customer account BAC_1000000001',
  columns: { bank: 'Bank', country: 'Country', interest: 'Interest', tax: 'Tax', net: 'Net' },
  empty: 'No interest this year.',
  note: 'From the bookings of the ledger.',
}

describe('tax summary PDF', () => {
  it('is a PDF with the year in its title, readable by a PDF library', async () => {
    const bytes = await taxSummaryPdf(
      {
        year: 2026,
        rows: [
          {
            bankName: 'Crédit Lumière ✓',
            bankCountry: 'FR',
            currency: 'EUR',
            interest: 5_001,
            withheldTax: 0,
          },
        ],
      },
      texts,
      'en-gb',
    )
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('Tax summary 2026')
    expect(document.getPageCount()).toBe(1)
  })
})
