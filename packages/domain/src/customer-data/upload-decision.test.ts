import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decideUpload } from './upload-decision'
import { maxUploadBytes, type UploadProblem } from './upload-rules'

/** Fixtures written by `scripts/make-upload-fixtures.mjs`. */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test-fixtures/uploads/${name}`, import.meta.url)))

const fixedId = () => 'f1x3d'

describe('decideUpload: the real fixtures are accepted and stored under generated names', () => {
  it.each([
    ['statement.pdf', 'application/pdf', 'f1x3d.pdf'],
    ['photo.jpg', 'image/jpeg', 'f1x3d.jpg'],
    ['id-card.JPEG', 'image/jpeg', 'f1x3d.jpg'],
    ['scan.png', 'image/png', 'f1x3d.png'],
  ])('%s → %s as %s', async (name, mediaType, storageName) => {
    expect(await decideUpload({ fileName: name, bytes: fixture(name) }, fixedId)).toEqual({
      accepted: true,
      mediaType,
      storageName,
    })
  })
})

describe('decideUpload: issue 16 "bad input" fixtures are refused with a reason', () => {
  it.each<[string, UploadProblem]>([
    ['empty.pdf', 'empty_file'],
    ['renamed-elf.pdf', 'executable_content'],
    ['renamed-exe.jpg', 'executable_content'],
    ['shell-script.png', 'executable_content'],
    ['html-called.pdf', 'markup_content'],
    ['html-then-pdf-polyglot.pdf', 'markup_content'],
    ['jpeg-with-script-comment.jpg', 'markup_content'],
    ['jpeg-with-appended-zip.jpg', 'embedded_archive'],
    ['png-called.jpg', 'extension_mismatch'],
    ['gif-called.png', 'content_not_allowed'],
    ['zip-called.pdf', 'content_not_allowed'],
    ['plain-text.pdf', 'unknown_content'],
  ])('%s → %s', async (name, problem) => {
    expect(await decideUpload({ fileName: name, bytes: fixture(name) })).toEqual({
      accepted: false,
      problem,
    })
  })
})

describe('decideUpload: name and size come before the bytes', () => {
  it('refuses an 11 MB PDF without looking further', async () => {
    const bytes = new Uint8Array(11 * 1024 * 1024)
    bytes.set(fixture('statement.pdf'))
    expect(await decideUpload({ fileName: 'statement.pdf', bytes })).toEqual({
      accepted: false,
      problem: 'too_large',
    })
  })

  it('accepts a PDF of exactly 10 MB', async () => {
    const bytes = new Uint8Array(maxUploadBytes)
    bytes.set(fixture('statement.pdf'))
    expect(await decideUpload({ fileName: 'statement.pdf', bytes })).toMatchObject({
      accepted: true,
    })
  })

  it.each<[string, UploadProblem]>([
    ['../statement.pdf', 'unsafe_file_name'],
    ['statement\u0000.pdf', 'unsafe_file_name'],
    ['statement.exe', 'extension_not_allowed'],
    ['statement.png', 'extension_mismatch'],
  ])('a real PDF called %j → %s', async (fileName, problem) => {
    expect(await decideUpload({ fileName, bytes: fixture('statement.pdf') })).toEqual({
      accepted: false,
      problem,
    })
  })
})
