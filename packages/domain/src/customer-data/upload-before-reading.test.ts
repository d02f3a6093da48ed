import { describe, expect, it } from 'vitest'
import { uploadProblemBeforeReading } from './upload-before-reading'
import { maxUploadBytes } from './upload-rules'

const megabyte = 1024 * 1024

describe('uploadProblemBeforeReading: issue 16 "at most 10 MB, refused before the upload finishes"', () => {
  it.each([
    ['passport.pdf', undefined, null],
    ['passport.pdf', 1, null],
    ['passport.pdf', maxUploadBytes, null],
    ['passport.pdf', maxUploadBytes + 1, 'too_large'],
    ['passport.pdf', 11 * megabyte, 'too_large'],
    ['passport.pdf', 11_000_000, 'too_large'],
    ['passport.pdf', 0, 'empty_file'],
    ['passport.pdf', -1, 'empty_file'],
    ['../passport.pdf', 100, 'unsafe_file_name'],
    ['passport.exe', 100, 'extension_not_allowed'],
    // The name is judged first: a wrong name says more than its size.
    ['passport.exe', 11 * megabyte, 'extension_not_allowed'],
  ])('%j of %s bytes → %s', (fileName, declaredSize, problem) => {
    expect(uploadProblemBeforeReading({ fileName, declaredSize })).toBe(problem)
  })

  it('allows exactly 10 MB, counted as 10 × 1024 × 1024 bytes', () => {
    expect(maxUploadBytes).toBe(10_485_760)
  })
})
