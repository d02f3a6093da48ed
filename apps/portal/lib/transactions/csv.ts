import { formatDecimal, formatNumericDate, spreadsheetSeparator } from '@portal/domain/format'

/**
 * One CSV line (RFC 4180): fields with the separator, a quote or a line break are quoted, quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @ first, or after a leading
 * tab, CR or LF, which spreadsheets skip) gets a leading apostrophe; amounts are passed as
 * `numeric` and keep their minus sign.
 */
export function csvLine(
  fields: readonly (string | { numeric: string })[],
  separator: ',' | ';' = ',',
): string {
  return fields
    .map((field) => {
      const text =
        typeof field === 'string'
          ? /^[=+\-@\t\r\n]/.test(field)
            ? `'${field}`
            : field
          : field.numeric
      const quoted = text.includes(separator) || /["\r\n]/.test(text)
      return quoted ? `"${text.replaceAll('"', '""')}"` : text
    })
    .join(separator)
}

export function csvDocument(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`
}

/**
 * A CSV for spreadsheets of the page's language: its field separator (`;` where the decimal
 * separator is a comma), dates and decimals as its pages write them.
 */
export function localisedCsv(
  tag: string,
  header: readonly string[],
  rows: readonly (readonly (string | { numeric: string })[])[],
): string {
  const separator = spreadsheetSeparator(tag)
  return csvDocument([header, ...rows].map((fields) => csvLine(fields, separator)))
}

/** A bank date as the language's spreadsheets read a date, and a decimal as the page writes it. */
export const sheetDate = (date: string, tag: string) => formatNumericDate(date, tag)
export const sheetDecimal = (value: string, tag: string) => ({ numeric: formatDecimal(value, tag) })
