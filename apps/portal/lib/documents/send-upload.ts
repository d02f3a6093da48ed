import type { UploadOutcome, UploadSender } from './upload-outcome'
import { uploadUrl } from './upload-outcome'

/**
 * An XMLHttpRequest upload (fetch has no upload progress): the raw bytes with their type, the
 * name in the query. The handler answers 201 with the stored document or a reason code.
 */
export function xhrUploadSender(basePath: string, purpose: string): UploadSender {
  return (file, onProgress) =>
    new Promise<UploadOutcome>((resolve) => {
      const request = new XMLHttpRequest()
      request.open('POST', uploadUrl(basePath, purpose, file.name))
      request.setRequestHeader('content-type', file.type || 'application/octet-stream')
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total)
      }
      request.onload = () => {
        try {
          resolve(JSON.parse(request.responseText) as UploadOutcome)
        } catch {
          resolve({ ok: false, problem: 'unavailable' })
        }
      }
      request.onerror = () => resolve({ ok: false, problem: 'unavailable' })
      request.send(file)
    })
}
