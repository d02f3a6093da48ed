import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, renderCalendar } from './ics'

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['Deposit, 12 months; EUR', 'Deposit\\, 12 months\\; EUR'],
    ['a\\b', 'a\\\\b'],
    ['line one\nline two', 'line one\\nline two'],
    ['Fällig: Kündigung', 'Fällig: Kündigung'],
  ])('%j → %j', (input, escaped) => {
    expect(escapeText(input)).toBe(escaped)
  })
})

describe('foldLine (RFC 5545 §3.1)', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length

  it('leaves a line of 75 octets alone', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
  })

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `DESCRIPTION:${'Zinsen für Festgeld über zwölf Monate – '.repeat(6)}`
    const folded = foldLine(line)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.replaceAll('\r\n ', '')).toBe(line)
  })

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'€'.repeat(40)}`)
    expect(folded.replaceAll('\r\n ', '')).toBe(`SUMMARY:${'€'.repeat(40)}`)
    expect(folded).not.toContain('\uFFFD')
  })
})

describe('renderCalendar', () => {
  const text = renderCalendar({
    productId: '-//Savings portal//Maturity calendar//EN',
    name: 'My maturities',
    stamp: new Date('2026-11-23T07:45:00.123Z'),
    events: [
      {
        uid: 'maturity-dep-1@portal.example',
        date: '2027-06-03',
        summary: 'Term deposit matures, Banka Alvford',
        description: 'EUR 20,000.00',
        url: 'https://portal.example/en-gb/dashboard/savings/deposits/dep-1',
      },
    ],
  })

  it('is one VCALENDAR with CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
  })

  it('writes a whole-day event with its stamp, UID and escaped summary', () => {
    expect(text).toContain('UID:maturity-dep-1@portal.example\r\n')
    expect(text).toContain('DTSTAMP:20261123T074500Z\r\n')
    expect(text).toContain('DTSTART;VALUE=DATE:20270603\r\nDTEND;VALUE=DATE:20270604\r\n')
    expect(text).toContain('SUMMARY:Term deposit matures\\, Banka Alvford\r\n')
  })

  it('ends a day at the turn of the year on 1 January', () => {
    const newYear = renderCalendar({
      productId: 'p',
      name: 'n',
      stamp: new Date(0),
      events: [{ uid: 'u', date: '2026-12-31', summary: 's', description: 'd' }],
    })
    expect(newYear).toContain('DTEND;VALUE=DATE:20270101\r\n')
  })
})
