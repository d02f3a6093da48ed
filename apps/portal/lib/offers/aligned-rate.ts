/** As wide as a digit in tabular figures: pads a shorter fraction without moving the separator. */
const figureSpace = '\u2007'

const separators = new Map<string, string>()

function decimalSeparator(tag: string): string {
  let separator = separators.get(tag)
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.'
    separators.set(tag, separator)
  }
  return separator
}

/**
 * A formatted rate (1–2 decimals, spec §9) whose fraction is padded to `digits` places with
 * figure spaces, so that right-aligned tabular figures line up on the decimal separator in every
 * locale's format: "3.1 %" and "3.15 %", "3,1 %" and "3,15 %".
 */
export function alignedRate(formatted: string, tag: string, digits = 2): string {
  const separator = decimalSeparator(tag)
  const at = formatted.lastIndexOf(separator)
  if (at < 0) return formatted
  let end = at + separator.length
  while (end < formatted.length && /\d/.test(formatted.charAt(end))) end++
  const missing = digits - (end - at - separator.length)
  return missing > 0
    ? `${formatted.slice(0, end)}${figureSpace.repeat(missing)}${formatted.slice(end)}`
    : formatted
}
