// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitiseHtml } from './sanitise-html'
import { xssPayloads } from './xss-payload-fixtures'

// The XSS payloads the security suite seeded into bank HTML descriptions and rendered in
// Chromium; one stored payload still goes through a real bank page there
// (e2e/security-redirects-xss.e2e.ts).

/**
 * Elements that run, load or hide script, or parse their content differently from the rest of the
 * page (raw text, foreign content: where a sanitiser and a browser can disagree).
 */
const refusedElements =
  'script|style|iframe|frame|frameset|object|embed|applet|base|meta|link|form|input|button|' +
  'textarea|select|option|noscript|noembed|noframes|template|title|xmp|plaintext|svg|math|' +
  'img|image|video|audio|source|track|body|html|head|details|marquee|portal'
const refusedTag = new RegExp(`<\\/?\\s*(${refusedElements})\\b`, 'i')
const scriptUrl = /^(javascript|vbscript|data):/i
const urlAttributes = ['href', 'src', 'action', 'data', 'formaction', 'xlink:href', 'background']

/** What in sanitised HTML could run a script, as text and as the browser's DOM sees it. */
function problemsOf(html: string): string[] {
  const problems: string[] = []
  if (refusedTag.test(html)) problems.push(`element ${refusedTag.exec(html)?.[0]}`)
  if (/<[!?]/.test(html)) problems.push('comment, doctype or processing instruction')
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      // as a browser reads a URL: without the control characters and spaces in it
      const compact = [...value].filter((char) => (char.codePointAt(0) ?? 0) > 0x20).join('')
      if (/^on/i.test(name) || ['style', 'srcdoc'].includes(name.toLowerCase()))
        problems.push(`${element.tagName} ${name}`)
      if (urlAttributes.includes(name.toLowerCase()) && scriptUrl.test(compact))
        problems.push(`${element.tagName} ${name}=${value}`)
    }
  }
  return problems
}

describe(`sanitiseHtml leaves nothing that runs of ${xssPayloads.length} payloads`, () => {
  it('reads all payloads', () => {
    expect(xssPayloads).toHaveLength(43)
  })

  it.each(xssPayloads.map((payload) => [payload]))('%s', (payload) => {
    expect(problemsOf(sanitiseHtml(payload))).toEqual([])
  })

  // As the suite seeded them: three payloads to a bank description, and all in one
  // (one payload's unclosed markup must not open a door for the next).
  it.each(
    Array.from({ length: Math.ceil(xssPayloads.length / 3) }, (_, index) => [
      index + 1,
      xssPayloads.slice(index * 3, index * 3 + 3).join('\n'),
    ]),
  )('description %i of three payloads', (_index, description) => {
    expect(problemsOf(sanitiseHtml(description))).toEqual([])
  })

  it('all payloads in one description', () => {
    expect(problemsOf(sanitiseHtml(xssPayloads.join('')))).toEqual([])
  })

  it('finds what it looks for in unsanitised markup (the check itself)', () => {
    expect(problemsOf('<p onclick="x()">a</p>')).toEqual(['P onclick'])
    expect(problemsOf('<a href=" java\tscript:x()">a</a>')).toEqual(['A href= java\tscript:x()'])
    expect(problemsOf('<noscript><p title="</noscript>">')).toContain('element <noscript')
    expect(problemsOf('<p>Rate <strong>fixed</strong>, <a href="/x">more</a></p>')).toEqual([])
  })
})
