import { PDFDocument, StandardFonts } from 'pdf-lib'

/** Helvetica's WinAnsi encoding cannot draw everything; other characters become `?`. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff€–—’“”•]/g, '?')

/**
 * A one-page (or longer) A4 PDF with a title and lines of text, made with pdf-lib. Used for the
 * bank's documents (confirmations, statements, tax summary) and the PDFs of consents.
 */
export async function renderPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(drawable(title))
  pdf.setProducer('savings portal sandbox')
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage([595, 842])
  page.drawText(drawable(title), { x: 56, y: 780, size: 18, font: bold })
  let y = 748
  for (const line of lines) {
    if (y < 56) {
      page = pdf.addPage([595, 842])
      y = 780
    }
    page.drawText(drawable(line), { x: 56, y, size: 11, font })
    y -= 16
  }
  return pdf.save()
}
