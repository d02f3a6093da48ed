import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { fitText, wrapText } from './pdf-layout'

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
const width = (text: string) => font.widthOfTextAtSize(text, 10)

describe('PDF text layout', () => {
  it.each([
    ['a text that fits', 'Bank', 100, ['Bank']],
    [
      'words wrapped within the width',
      'Interest (gross)',
      width('Interest'),
      ['Interest', '(gross)'],
    ],
    ['a word wider than the width on its own line', 'Withholding tax', 10, ['Withholding', 'tax']],
    ['spaces collapsed', '  a   b ', 100, ['a b']],
    ['nothing from an empty text', '', 100, []],
  ])('wraps %s', (_, text, maxWidth, lines) => {
    expect(wrapText(text, font, 10, maxWidth)).toEqual(lines)
  })

  it.each([
    ['keeps a name that fits', 'Hafenbank', 100, 'Hafenbank'],
    [
      'shortens a longer name with an ellipsis',
      'Hafenbank Nord',
      width('Hafenbank…'),
      'Hafenbank…',
    ],
    ['gives nothing when not even the ellipsis fits', 'Hafenbank', 1, ''],
  ])('%s', (_, text, maxWidth, fitted) => {
    expect(fitText(text, font, 10, maxWidth)).toBe(fitted)
  })
})
