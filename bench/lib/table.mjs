// Prints benchmark rows as one aligned table: measure, value, target and whether it is met.
export function printTable(rows) {
  const header = ['measure', 'value', 'target', 'met']
  const lines = rows.map((row) => [
    row.measure,
    String(row.value).split('\n')[0].slice(0, 90),
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ])
  const widths = header.map((_, column) =>
    Math.max(header[column].length, ...lines.map((line) => String(line[column]).length)),
  )
  const format = (line) =>
    line.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const line of lines) console.log(format(line))
}

export const fixed = (value, digits = 2) => Number(value).toFixed(digits)
