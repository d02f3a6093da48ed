/**
 * One CSV line (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first, or after a leading tab, CR
 * or LF, which spreadsheets skip) gets a leading apostrophe; amounts are passed as `numeric` and
 * keep their minus sign.
 */
export function csvLine(fields: readonly (string | { numeric: string })[]): string {
  return fields
    .map((field) => {
      const text =
        typeof field === 'string'
          ? /^[=+\-@\t\r\n]/.test(field)
            ? `'${field}`
            : field
          : field.numeric
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
    })
    .join(',')
}

export function csvDocument(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`
}
