import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'

export interface PdfContent {
  pageCount: number
  title: string | undefined
  /** The strings drawn with `Tj`, in drawing order (one per line as pdf-lib draws them). */
  lines: string[]
}

/** Decodes a PDF string operand: `<hex>` (pdf-lib's standard fonts) or `(literal)`. */
function decodeOperand(hex: string | undefined, literal: string | undefined): string {
  if (hex !== undefined) return Buffer.from(hex, 'hex').toString('latin1')
  return (literal ?? '').replace(/\\([()\\])/g, '$1')
}

/**
 * Loads a PDF with pdf-lib (so it must parse) and reads back the text drawn on its pages. Enough
 * for the single-font PDFs the sandbox makes (WinAnsi text, flate or plain content streams); not
 * a general text extractor.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await PDFDocument.load(bytes)
  const lines: string[] = []
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents]
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      const raw = Buffer.from(stream.contents)
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
      const operators = (flate ? inflateSync(raw) : raw).toString('latin1')
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(decodeOperand(match[1], match[2]))
      }
    }
  }
  return { pageCount: pdf.getPageCount(), title: pdf.getTitle(), lines }
}
