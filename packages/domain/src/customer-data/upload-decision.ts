import type { MediaType } from '../enumerations'
import { storageName } from './storage-name'
import { uploadProblemBeforeReading } from './upload-before-reading'
import { sniffUploadContent } from './upload-content'
import { fileExtension } from './upload-file-name'
import { mediaTypeOfExtension, type UploadProblem } from './upload-rules'

export interface ReceivedUpload {
  fileName: string
  bytes: Uint8Array
}

export type UploadDecision =
  | { accepted: true; mediaType: MediaType; storageName: string }
  | { accepted: false; problem: UploadProblem }

/**
 * The whole decision on an upload, in the order a customer can fix things: the name, the size,
 * what the bytes are, and whether the extension names the same media type as the bytes.
 */
export async function decideUpload(
  upload: ReceivedUpload,
  randomId?: () => string,
): Promise<UploadDecision> {
  const early = uploadProblemBeforeReading({
    fileName: upload.fileName,
    declaredSize: upload.bytes.length,
  })
  if (early) return { accepted: false, problem: early }
  const sniff = await sniffUploadContent(upload.bytes)
  if (!sniff.ok) return { accepted: false, problem: sniff.problem }
  if (mediaTypeOfExtension(fileExtension(upload.fileName.trim())) !== sniff.mediaType) {
    return { accepted: false, problem: 'extension_mismatch' }
  }
  return {
    accepted: true,
    mediaType: sniff.mediaType,
    storageName: storageName(sniff.mediaType, randomId),
  }
}
