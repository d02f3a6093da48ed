import type { UploadProblem } from '@portal/domain/customer-data/upload-rules'

/** What the portal's upload handler answers the browser. */
export type UploadOutcome =
  | { ok: true; document: { id: string; fileName: string; size: number } }
  | { ok: false; problem: UploadProblem | 'unavailable' | 'forbidden' }

/** Sends one file with progress; the browser's XMLHttpRequest reports upload progress. */
export type UploadSender = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<UploadOutcome>

/** The portal path of the upload handler, for a locale base path (`/de-de`). */
export function uploadUrl(basePath: string, purpose: string, fileName: string): string {
  const query = new URLSearchParams({ purpose, name: fileName })
  return `${basePath}/identification/uploads?${query}`
}
