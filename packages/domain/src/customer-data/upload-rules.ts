import type { MediaType } from '../enumerations'

/** At most 10 MB per file (issue 16), counted in binary megabytes: 10 × 1024 × 1024 bytes. */
export const maxUploadBytes = 10 * 1024 * 1024

/** The spec's media types (section 3), each with its canonical and accepted extensions. */
export const uploadFormats = {
  'application/pdf': { canonicalExtension: 'pdf', extensions: ['pdf'] },
  'image/jpeg': { canonicalExtension: 'jpg', extensions: ['jpg', 'jpeg'] },
  'image/png': { canonicalExtension: 'png', extensions: ['png'] },
} as const satisfies Record<
  MediaType,
  { canonicalExtension: string; extensions: readonly string[] }
>

export type CanonicalExtension = (typeof uploadFormats)[MediaType]['canonicalExtension']

/** Every reason an upload is refused, for the message at the file field. */
export const uploadProblems = [
  'unsafe_file_name',
  'extension_not_allowed',
  'empty_file',
  'too_large',
  'executable_content',
  'markup_content',
  'embedded_archive',
  'content_not_allowed',
  'unknown_content',
  'extension_mismatch',
] as const
export type UploadProblem = (typeof uploadProblems)[number]

/** The media type a file name's extension claims, if it is one of the allowed ones. */
export function mediaTypeOfExtension(extension: string): MediaType | undefined {
  const lower = extension.toLowerCase()
  const entry = Object.entries(uploadFormats).find(([, format]) =>
    (format.extensions as readonly string[]).includes(lower),
  )
  return entry?.[0] as MediaType | undefined
}
