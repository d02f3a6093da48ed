import type { UploadProblem } from '@portal/domain/customer-data/upload-rules'
import { hrefsFor } from '@/lib/routing/href'

/** What the portal's upload handler answers the browser. */
export type UploadOutcome =
  | { ok: true; document: { id: string; fileName: string; size: number } }
  | { ok: false; problem: UploadProblem | 'unavailable' | 'forbidden' | 'sessionEnded' }

/** Sends one file with progress; the browser's XMLHttpRequest reports upload progress. */
export type UploadSender = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<UploadOutcome>

/** The portal's upload handler, for a base path (`/de-de`, `''` on a country host). */
export function uploadUrl(basePath: string, purpose: string, fileName: string): string {
  return hrefsFor(basePath)('identificationUploads', {
    query: new URLSearchParams({ purpose, name: fileName }),
  })
}
