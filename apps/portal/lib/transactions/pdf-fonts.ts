import { readFile } from 'node:fs/promises'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

let fontBytes: Promise<[Buffer, Buffer]> | undefined

// The files of the `dejavu-fonts-ttf` package (installed at the workspace root). Written as
// `new URL(…, import.meta.url)` inside `readFile`, the bundler copies them into the server build
// (`.next/server/assets`) and points the URL at the copy, so the built server carries them.
const readFonts = () =>
  Promise.all([
    readFile(
      new URL('../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url),
    ),
    readFile(
      new URL('../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url),
    ),
  ])

/**
 * DejaVu Sans, regular and bold, embedded as subsets: unlike the standard Helvetica (WinAnsi) it
 * writes every letter of the market table's languages and of the partner banks' names (ł, ő, č,
 * ž, ė, ā, ...). The font files are read once per server.
 */
export async function embedUnicodeFonts(
  pdf: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  // a failed read is not kept: the next PDF tries again
  fontBytes ??= readFonts().catch((error: unknown) => {
    fontBytes = undefined
    throw error
  })
  const [regular, bold] = await fontBytes
  pdf.registerFontkit(fontkit)
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  }
}
