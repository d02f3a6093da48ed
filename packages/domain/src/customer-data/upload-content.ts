import { fileTypeFromBuffer } from 'file-type'
import type { MediaType } from '../enumerations'
import { type UploadProblem, uploadFormats } from './upload-rules'

export type ContentSniff =
  | { ok: true; mediaType: MediaType }
  | { ok: false; problem: UploadProblem }

/** Magic numbers of programs: Windows/DOS (MZ), ELF, Mach-O (both byte orders, universal) and scripts. */
const executableSignatures = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
]

/**
 * Bytes searched for markup: the WHATWG sniffing algorithm reads at most 1445 bytes, and PDF
 * readers accept the `%PDF-` header anywhere in the first 1024, so markup placed before a PDF
 * header or in an early JPEG comment is inside this window.
 */
const markupWindow = 1445
const markupPattern = /<(!doctype|html|head|body|script|iframe|svg|object|embed|meta|img|style)\b/i

/** A ZIP's end-of-central-directory record: signature, 18 fixed bytes, then its comment. */
const zipEndSignature = [0x50, 0x4b, 0x05, 0x06]
const zipEndLength = 22
const maxZipComment = 0xffff

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

/**
 * Whether a ZIP (or JAR, DOCX…) ends the file. Zip readers look for the end record from the back,
 * so an archive appended to an image is read as an archive. The record must close the file
 * exactly (its comment length matches the rest), which random image or PDF data will not.
 */
export function endsWithZip(bytes: Uint8Array): boolean {
  const earliest = Math.max(0, bytes.length - zipEndLength - maxZipComment)
  for (let at = bytes.length - zipEndLength; at >= earliest; at--) {
    if (!startsWith(bytes, zipEndSignature, at)) continue
    const commentLength = (bytes[at + 20] ?? 0) | ((bytes[at + 21] ?? 0) << 8)
    if (at + zipEndLength + commentLength === bytes.length) return true
  }
  return false
}

function hasMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, markupWindow))
  return markupPattern.test(head)
}

/**
 * What the bytes are, independent of the name: programs, markup that a browser or PDF reader
 * would run, and appended archives are refused whatever they claim to be; then file-type's magic
 * numbers must name one of the allowed media types.
 */
export async function sniffUploadContent(bytes: Uint8Array): Promise<ContentSniff> {
  if (bytes.length === 0) return { ok: false, problem: 'empty_file' }
  if (executableSignatures.some((signature) => startsWith(bytes, signature))) {
    return { ok: false, problem: 'executable_content' }
  }
  if (hasMarkup(bytes)) return { ok: false, problem: 'markup_content' }
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) return { ok: false, problem: 'unknown_content' }
  if (!(detected.mime in uploadFormats)) return { ok: false, problem: 'content_not_allowed' }
  if (endsWithZip(bytes)) return { ok: false, problem: 'embedded_archive' }
  return { ok: true, mediaType: detected.mime as MediaType }
}
