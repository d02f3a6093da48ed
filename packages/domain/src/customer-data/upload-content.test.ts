import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { endsWithZip, sniffUploadContent } from './upload-content'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  )

const zipEnd = (comment = '') =>
  bytes('PK', [5, 6], new Array(16).fill(0), [comment.length, 0], comment)

describe('endsWithZip: an archive appended to an image is read from the back', () => {
  it.each([
    ['an end record closing the file', bytes([0xff, 0xd8, 0xff]), zipEnd(), true],
    ['an end record with its comment', bytes([0xff, 0xd8, 0xff]), zipEnd('hi'), true],
    ['an end record followed by more bytes', bytes([0xff, 0xd8]), bytes([...zipEnd(), 0]), false],
    [
      'a signature whose comment length does not fit',
      bytes([0xff]),
      zipEnd().subarray(0, 21),
      false,
    ],
    ['no signature', bytes('%PDF-1.4 PK'), bytes(), false],
  ])('%s → %s', (_case, head, tail, found) => {
    expect(endsWithZip(Uint8Array.from([...head, ...tail]))).toBe(found)
  })

  it('does not see a ZIP in 20 000 random files of 4 KiB', () => {
    let seen = 0
    for (let file = 0; file < 20_000; file++) {
      const random = crypto.getRandomValues(new Uint8Array(4096))
      if (endsWithZip(random)) seen++
    }
    expect(seen).toBe(0)
  })
})

describe('sniffUploadContent: what the bytes are, whatever the name', () => {
  it.each([
    ['MZ', bytes('MZ', [0x90, 0]), 'executable_content'],
    ['ELF', bytes([0x7f], 'ELF', [2, 1, 1]), 'executable_content'],
    ['Mach-O 64', bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), 'executable_content'],
    ['shebang', bytes('#!/usr/bin/env node\n'), 'executable_content'],
    ['HTML', bytes('<!doctype html><p>hi'), 'markup_content'],
    [
      'SVG',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      'markup_content',
    ],
    ['script after whitespace', bytes('\n\n   <SCRIPT>alert(1)</SCRIPT>'), 'markup_content'],
    ['HTML before a PDF header', bytes('<html><body>%PDF-1.4\n'), 'markup_content'],
    ['plain text', bytes('Dear bank, here is my passport'), 'unknown_content'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), 'content_not_allowed'],
  ])('%s → %s', async (_case, content, problem) => {
    expect(await sniffUploadContent(content)).toEqual({ ok: false, problem })
  })
})

describe('sniffUploadContent: properties', () => {
  it('refuses anything that starts like a Windows or Linux program, whatever follows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('MZ', '\u007fELF'), fc.uint8Array(), async (magic, rest) => {
        const content = Uint8Array.from([...bytes(magic), ...rest])
        expect(await sniffUploadContent(content)).toEqual({
          ok: false,
          problem: 'executable_content',
        })
      }),
    )
  })
})
