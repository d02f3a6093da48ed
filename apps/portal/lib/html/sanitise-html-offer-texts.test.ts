import { describe, expect, it } from 'vitest'
import { sanitiseHtml } from './sanitise-html'

describe('sanitiseHtml', () => {
  it.each([
    ['<p>Rate <strong>fixed</strong></p>', '<p>Rate <strong>fixed</strong></p>'],
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script><p>b</p>', '<p>b</p>'],
    ['<img src=x onerror=alert(1)>c', 'c'],
    ['<a href="javascript:alert(1)">d</a>', '<a>d</a>'],
    ['<a href="https://bank.example">e</a>', '<a href="https://bank.example">e</a>'],
  ])('%s → %s', (html, safe) => {
    expect(sanitiseHtml(html)).toBe(safe)
  })
})
