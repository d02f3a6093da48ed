/**
 * A minimal valid one-page PDF 1.4 with a title and text lines in Helvetica, written by hand:
 * catalog, pages, page, content stream, font, then a cross-reference table with exact offsets.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 14 TL',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escapePdf(title)}) /Producer (savings portal sandbox) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`
  body += `startxref\n${xrefAt}\n%%EOF\n`
  const bytes = new Uint8Array(Buffer.byteLength(body, 'latin1'))
  bytes.set(Buffer.from(body, 'latin1'))
  return bytes
}

/** Escapes a PDF literal string; characters outside Latin-1 become `?`. */
function escapePdf(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([\\()])/g, '\\$1')
}
