import { inflateSync } from 'node:zlib'
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib'

/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (the rest of WinAnsi is Latin-1). */
const winAnsi: Record<number, string> = {
  128: '€',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
}

type Decoder = (hex: string) => string

function streamText(stream: PDFRawStream): string {
  const raw = Buffer.from(stream.contents)
  const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
  return (flate ? inflateSync(raw) : raw).toString('latin1')
}

/** A Type0 font's ToUnicode map (pdf-lib writes `bfchar` pairs): glyph code → text. */
function toUnicodeDecoder(cmap: string): Decoder {
  const glyphs = new Map<string, string>()
  for (const [, code = '', unicode = ''] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    glyphs.set(code.toLowerCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'))
  }
  return (hex) =>
    (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => glyphs.get(code) ?? '\ufffd').join('')
}

const simpleDecoder: Decoder = (hex) =>
  [...Buffer.from(hex, 'hex')].map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('')

function fontDecoders(pdf: PDFDocument, resources: PDFObject | undefined): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>()
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? pdf.context.lookup(object) : object
  const fonts = lookup(resources instanceof PDFDict ? resources.get(PDFName.of('Font')) : undefined)
  if (!(fonts instanceof PDFDict)) return decoders
  for (const [name, ref] of fonts.entries()) {
    const font = lookup(ref)
    const cmap = font instanceof PDFDict ? lookup(font.get(PDFName.of('ToUnicode'))) : undefined
    decoders.set(
      name.asString(),
      cmap instanceof PDFRawStream ? toUnicodeDecoder(streamText(cmap)) : simpleDecoder,
    )
  }
  return decoders
}

export interface PdfContent {
  pageCount: number
  title: string | undefined
  /** The strings drawn with `Tj`, in drawing order (one per line as pdf-lib draws them). */
  lines: string[]
}

/**
 * Reads back the text pdf-lib drew: standard fonts (WinAnsi) and embedded fonts (through their
 * ToUnicode map), so a test compares a document's words with the texts that wrote it.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await PDFDocument.load(bytes)
  const lines: string[] = []
  for (const page of pdf.getPages()) {
    const decoders = fontDecoders(pdf, page.node.get(PDFName.of('Resources')))
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents]
    let decode: Decoder = simpleDecoder
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      const operators = streamText(stream)
      for (const match of operators.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1] !== undefined) decode = decoders.get(match[1]) ?? simpleDecoder
        else lines.push(decode(match[2] ?? ''))
      }
    }
  }
  return { pageCount: pdf.getPageCount(), title: pdf.getTitle(), lines }
}
