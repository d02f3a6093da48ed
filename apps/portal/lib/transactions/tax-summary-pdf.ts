import { formatMoney } from '@portal/domain/format'
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import type { TaxYearSummary } from './tax-summary'

export interface TaxSummaryPdfTexts {
  title: string
  customer: string
  columns: { bank: string; country: string; interest: string; tax: string; net: string }
  empty: string
  note: string
}

const margin = 50
const columnX = [50, 230, 290, 390, 480]

/** WinAnsi (the standard fonts' encoding) has no glyph for some names: replace what it lacks. */
function printable(text: string, font: PDFFont): string {
  return [...text.normalize('NFC')]
    .map((character) => {
      try {
        font.encodeText(character)
        return character
      } catch {
        return '?'
      }
    })
    .join('')
}

/** One year's tax summary as a one-page A4 PDF (pdf-lib, Helvetica), amounts formatted. */
export async function taxSummaryPdf(
  summary: TaxYearSummary,
  texts: TaxSummaryPdfTexts,
  locale: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(texts.title)
  pdf.setCreationDate(new Date(Date.UTC(summary.year + 1, 0, 1)))
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage([595.28, 841.89])
  let y = page.getHeight() - margin
  const write = (text: string, x: number, size = 10, face = font) =>
    page.drawText(printable(text, face), { x, y, size, font: face })
  const writeRow = (cells: readonly string[], face: PDFFont) => {
    for (const [i, cell] of cells.entries()) write(cell, columnX[i] ?? margin, 9, face)
  }
  write(texts.title, margin, 16, bold)
  y -= 22
  write(texts.customer, margin)
  y -= 28
  const { columns } = texts
  const labels = [columns.bank, columns.country, columns.interest, columns.tax, columns.net]
  writeRow(labels, bold)
  y -= 16
  if (summary.rows.length === 0) write(texts.empty, margin)
  for (const row of summary.rows) {
    if (y < margin + 40) {
      page = pdf.addPage([595.28, 841.89])
      y = page.getHeight() - margin
    }
    const money = (minor: number) => formatMoney(minor, row.currency, locale)
    const cells = [
      row.bankName.slice(0, 34),
      row.bankCountry,
      money(row.interest),
      money(row.withheldTax),
      money(row.interest - row.withheldTax),
    ]
    writeRow(cells, font)
    y -= 14
  }
  y -= 20
  write(texts.note, margin, 8)
  return pdf.save()
}
