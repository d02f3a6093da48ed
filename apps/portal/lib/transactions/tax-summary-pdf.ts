import { formatCountryName, formatMoney } from '@portal/domain/format'
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { embedUnicodeFonts } from './pdf-fonts'
import { fitText, wrapText } from './pdf-layout'
import type { TaxYearSummary } from './tax-summary'

export interface TaxSummaryPdfTexts {
  title: string
  customer: string
  columns: { bank: string; country: string; interest: string; tax: string; net: string }
  unknownBank: string
  empty: string
  note: string
}

const a4: [number, number] = [595.28, 841.89]
const margin = 50
const textWidth = a4[0] - 2 * margin
/** Bank and country from the left, the three amounts right-aligned. */
const columns = [
  { x: 50, width: 125, right: false },
  { x: 180, width: 80, right: false },
  { x: 265, width: 90, right: true },
  { x: 360, width: 90, right: true },
  { x: 455, width: 90, right: true },
] as const
const cellSize = 9
const lineHeight = 12

/**
 * One year's tax summary as an A4 PDF (pdf-lib, DejaVu Sans embedded so every language and bank
 * name prints as written): amounts formatted in the page's locale, countries by name.
 */
export async function taxSummaryPdf(
  summary: TaxYearSummary,
  texts: TaxSummaryPdfTexts,
  locale: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(texts.title)
  pdf.setCreationDate(new Date(Date.UTC(summary.year + 1, 0, 1)))
  const { regular, bold } = await embedUnicodeFonts(pdf)
  let page: PDFPage = pdf.addPage(a4)
  let y = page.getHeight() - margin
  const newPage = () => {
    page = pdf.addPage(a4)
    y = page.getHeight() - margin
  }
  const paragraph = (text: string, size: number, font: PDFFont) => {
    for (const line of wrapText(text, font, size, textWidth)) {
      if (y < margin) newPage()
      page.drawText(line, { x: margin, y, size, font })
      y -= size * 1.3
    }
  }
  const row = (cells: readonly string[][], font: PDFFont) => {
    const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight
    if (y - height < margin + 40) newPage()
    for (const [i, lines] of cells.entries()) {
      const column = columns[i]
      if (!column) continue
      for (const [n, line] of lines.entries()) {
        const width = font.widthOfTextAtSize(line, cellSize)
        const x = column.right ? column.x + column.width - width : column.x
        page.drawText(line, { x, y: y - n * lineHeight, size: cellSize, font })
      }
    }
    y -= height + 2
  }

  paragraph(texts.title, 16, bold)
  y -= 6
  paragraph(texts.customer, 10, regular)
  y -= 16
  const { bank, country, interest, tax, net } = texts.columns
  row(
    [bank, country, interest, tax, net].map((label, i) =>
      wrapText(label, bold, cellSize, columns[i]?.width ?? textWidth),
    ),
    bold,
  )
  y -= 4
  if (summary.rows.length === 0) paragraph(texts.empty, 10, regular)
  for (const line of summary.rows) {
    const money = (minor: number) => formatMoney(minor, line.currency, locale)
    const place = line.bankCountry ? formatCountryName(line.bankCountry, locale) : ''
    row(
      [
        fitText(line.bankName || texts.unknownBank, regular, cellSize, columns[0].width),
        fitText(place, regular, cellSize, columns[1].width),
        money(line.interest),
        money(line.withheldTax),
        money(line.interest - line.withheldTax),
      ].map((cell) => [cell]),
      regular,
    )
  }
  y -= 16
  paragraph(texts.note, 8, regular)
  return pdf.save()
}
