import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fileExtension, uploadFileNameProblem } from './upload-file-name'

describe('uploadFileNameProblem: issue 16 "a file with a path in its name" and other names', () => {
  it.each([
    ['passport.pdf', null],
    ['Kontoauszug März 2026.PDF', null],
    ['photo.jpeg', null],
    ['photo.JPG', null],
    ['scan.png', null],
    ['  scan.png  ', null],
    ['report..pdf', null],
    ['<img src=x onerror=alert(1)>.png', null],
    ['../passport.pdf', 'unsafe_file_name'],
    ['../../etc/passwd.png', 'unsafe_file_name'],
    ['/etc/passport.pdf', 'unsafe_file_name'],
    ['C:\\Users\\erika\\passport.pdf', 'unsafe_file_name'],
    ['..\\passport.pdf', 'unsafe_file_name'],
    ['passport\u0000.pdf.exe', 'unsafe_file_name'],
    ['passport.pdf\u0000', 'unsafe_file_name'],
    ['pass\nport.pdf', 'unsafe_file_name'],
    ['pass\rport.pdf', 'unsafe_file_name'],
    ['pass\tport.pdf', 'unsafe_file_name'],
    ['\npassport.pdf', 'unsafe_file_name'],
    ['passport.pdf\t', 'unsafe_file_name'],
    ['pass\u007fport.pdf', 'unsafe_file_name'],
    ['invoice\u202efdp.exe', 'unsafe_file_name'],
    ['invoice\u2067gnp.js', 'unsafe_file_name'],
    ['..', 'unsafe_file_name'],
    ['.pdf', 'unsafe_file_name'],
    ['.hidden.png', 'unsafe_file_name'],
    ['', 'unsafe_file_name'],
    ['   ', 'unsafe_file_name'],
    [`${'a'.repeat(252)}.pdf`, 'unsafe_file_name'],
    [`${'a'.repeat(251)}.pdf`, null],
    ['passport', 'extension_not_allowed'],
    ['passport.', 'extension_not_allowed'],
    ['passport.pdf.exe', 'extension_not_allowed'],
    ['passport.gif', 'extension_not_allowed'],
    ['passport.svg', 'extension_not_allowed'],
    ['passport.html', 'extension_not_allowed'],
    ['passport.heic', 'extension_not_allowed'],
    ['passport.pdf ', null],
  ])('%j → %s', (fileName, problem) => {
    expect(uploadFileNameProblem(fileName)).toBe(problem)
  })
})

describe('fileExtension', () => {
  it.each([
    ['a.pdf', 'pdf'],
    ['a.b.JPG', 'JPG'],
    ['a', ''],
    ['.png', ''],
    ['a.', ''],
  ])('%j → %j', (fileName, extension) => {
    expect(fileExtension(fileName)).toBe(extension)
  })
})

describe('uploadFileNameProblem: properties', () => {
  it('refuses every name with a path separator, NUL or line break, wherever it is', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('/', '\\', '\u0000', '\n'),
        fc.string(),
        (head, bad, tail) => {
          expect(uploadFileNameProblem(`${head}${bad}${tail}.pdf`)).toBe('unsafe_file_name')
        },
      ),
    )
  })
})
