import { uploadFileNameProblem } from './upload-file-name'
import { maxUploadBytes, type UploadProblem } from './upload-rules'

export interface UploadAnnouncement {
  fileName: string
  /** The size the browser reports (`File.size`) or `Content-Length`; undefined when unknown. */
  declaredSize?: number | undefined
}

/**
 * What can be decided before a byte is read: the name, and the size when it is known. The
 * browser asks this before it starts sending, the server before it reads the body, so an 11 MB
 * file is refused at once instead of after the upload.
 */
export function uploadProblemBeforeReading(announcement: UploadAnnouncement): UploadProblem | null {
  const nameProblem = uploadFileNameProblem(announcement.fileName)
  if (nameProblem) return nameProblem
  const size = announcement.declaredSize
  if (size === undefined) return null
  if (size <= 0) return 'empty_file'
  return size > maxUploadBytes ? 'too_large' : null
}
