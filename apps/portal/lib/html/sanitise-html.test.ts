import { describe, expect, it } from 'vitest'
import { sanitiseHtml } from './sanitise-html'

const hostile: [name: string, input: string][] = [
  ['script tag', '<p>a</p><script>alert(1)</script>'],
  ['script tag in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['nested script split', '<scr<script>ipt>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['onclick on an allowed tag', '<p onclick="alert(1)">a</p>'],
  ['onmouseover without quotes', '<a href="/x" onmouseover=alert(1)>x</a>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: href in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['hex entity with tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: html href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>a</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form with formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['html comment hiding script', '<!--<script>alert(1)</script>-->'],
  ['math with xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
]

const forbidden =
  /<script|<svg|<style|<iframe|<object|<embed|<meta|<form|javascript:|vbscript:|data:text|on\w+=|style=/i

describe('sanitiseHtml removes hostile markup', () => {
  it.each(hostile)('%s', (_name, input) => {
    expect(sanitiseHtml(input)).not.toMatch(forbidden)
  })
})

describe('sanitiseHtml keeps harmless markup', () => {
  it.each([
    ['<p><strong>Bank</strong> since 1856</p>', '<p><strong>Bank</strong> since 1856</p>'],
    ['<ul><li>One</li></ul>', '<ul><li>One</li></ul>'],
    ['<a href="https://bank.example">site</a>', '<a href="https://bank.example">site</a>'],
    ['<a href="/de-de/banks/x">bank</a>', '<a href="/de-de/banks/x">bank</a>'],
    ['1 &lt; 2', '1 &lt; 2'],
  ])('%s', (input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected)
  })
})
