import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFDocument as Pdf, StandardFonts } from 'pdf-lib'

const require = createRequire(import.meta.url)
const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}
const fontBytes = new Map<string, Promise<Buffer>>()
const bytesOf = (file: string) => {
  let bytes = fontBytes.get(file)
  if (bytes === undefined) {
    bytes = readFile(file)
    fontBytes.set(file, bytes)
  }
  return bytes
}

/** Whether Helvetica's WinAnsi encoding can write every text (not Polish ł, nor Intl's U+202F). */
function fitsWinAnsi(font: PDFFont, texts: readonly string[]): boolean {
  try {
    for (const text of texts) font.encodeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * The document's fonts: the standard Helvetica where it can write every text (nothing embedded),
 * else DejaVu Sans embedded as a subset, which writes every language of the market table.
 */
async function fontsFor(pdf: Pdf, texts: readonly string[]) {
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  if (fitsWinAnsi(regular, texts)) {
    return { regular, bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  }
  pdf.registerFontkit(fontkit)
  return {
    regular: await pdf.embedFont(await bytesOf(fontFiles.regular), { subset: true }),
    bold: await pdf.embedFont(await bytesOf(fontFiles.bold), { subset: true }),
  }
}

/**
 * A one-page (or longer) A4 PDF with a title and lines of text, made with pdf-lib. Used for the
 * bank's documents (confirmations, statements, tax summary) and the PDFs of consents, in every
 * language the bank writes.
 */
export async function renderPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setProducer('savings portal sandbox')
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  const { regular, bold } = await fontsFor(pdf, [title, ...lines])
  let page = pdf.addPage([595, 842])
  page.drawText(title, { x: 56, y: 780, size: 18, font: bold })
  let y = 748
  for (const line of lines) {
    if (y < 56) {
      page = pdf.addPage([595, 842])
      y = 780
    }
    page.drawText(line, { x: 56, y, size: 11, font: regular })
    y -= 16
  }
  return pdf.save()
}
