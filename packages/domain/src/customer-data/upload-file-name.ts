import { mediaTypeOfExtension, type UploadProblem } from './upload-rules'

/** Longest name most file systems keep (255 bytes on ext4 and NTFS is 255 UTF-16 units). */
const maxFileNameLength = 255

/**
 * Path separators, NUL and other control characters, and the bidirectional overrides that make
 * `invoice‮fdp.exe` look like `invoiceexe.pdf`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const unsafeCharacters = /[/\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** The part after the last dot, or '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot <= 0 ? '' : fileName.slice(dot + 1)
}

/**
 * The name the browser reports for an upload, checked before anything is read. It is kept only
 * to show it back to its owner; files are stored under generated names (`storageName`). A name
 * with a path, a control character, a leading dot (`..`, hidden files) or no allowed extension is
 * refused rather than cleaned, so the customer sees which file was wrong.
 */
export function uploadFileNameProblem(fileName: string): UploadProblem | null {
  // Control characters are judged before trimming, which would drop a leading line break.
  const name = fileName.trim()
  if (
    unsafeCharacters.test(fileName) ||
    name === '' ||
    name.length > maxFileNameLength ||
    name.startsWith('.')
  ) {
    return 'unsafe_file_name'
  }
  return mediaTypeOfExtension(fileExtension(name)) ? null : 'extension_not_allowed'
}
