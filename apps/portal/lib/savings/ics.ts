/**
 * The few parts of iCalendar (RFC 5545) the maturity calendar needs, written out: whole-day
 * events, TEXT escaping (§3.3.11), CRLF line ends and folding at 75 octets (§3.1) without
 * splitting a UTF-8 character.
 */
export interface AllDayEvent {
  uid: string
  /** YYYY-MM-DD; the event lasts that one day. */
  date: string
  summary: string
  description: string
  url?: string
}

export interface Calendar {
  productId: string
  name: string
  /** When the feed was made (DTSTAMP of every event). */
  stamp: Date
  events: readonly AllDayEvent[]
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Splits a content line into lines of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const basicDate = (date: string) => date.replaceAll('-', '')

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

export function renderCalendar(calendar: Calendar): string {
  const stamp = utcStamp(calendar.stamp)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
