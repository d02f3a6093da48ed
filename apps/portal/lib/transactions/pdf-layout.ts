import type { PDFFont } from 'pdf-lib'

/** The text's words in lines no wider than `width` (a longer word keeps its own line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(longer, size) > width) {
      lines.push(line)
      line = word
    } else line = longer
  }
  return line ? [...lines, line] : lines
}

/** The text shortened with an ellipsis until it fits `width`. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  const characters = [...text]
  while (characters.length > 0) {
    characters.pop()
    const shorter = `${characters.join('').trimEnd()}…`
    if (font.widthOfTextAtSize(shorter, size) <= width) return shorter
  }
  return ''
}
