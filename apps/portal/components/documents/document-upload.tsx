'use client'

import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { FileUpload } from '@portal/ui/file-upload'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { UploadOutcome, UploadSender } from '@/lib/documents/upload-outcome'

export type UploadedDocument = Extract<UploadOutcome, { ok: true }>['document']

interface DocumentUploadProps {
  label: string
  send: UploadSender
  /** Name of the hidden inputs that carry the uploaded document ids in the enclosing form. */
  idsName?: string
  onUploaded?: (document: UploadedDocument) => void
}

const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/**
 * The design system's file upload, sending documents to the bank: the file's name and size are
 * checked at once, a refusal says why, a failed transfer keeps the file for "try again", and each
 * uploaded document joins the enclosing form as a hidden id.
 */
export function DocumentUpload({ label, send, idsName, onUploaded }: DocumentUploadProps) {
  const t = useTranslations('CustomerData.upload')
  const [problem, setProblem] = useState<Extract<UploadOutcome, { ok: false }>['problem'] | null>(
    null,
  )
  const [pending, setPending] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [uploaded, setUploaded] = useState<UploadedDocument[]>([])
  // A failed transfer keeps the file for another try; a refused file must be replaced
  const blocking = problem !== null && problem !== 'unavailable'

  const choose = (chosen: File | null) => {
    setPending(chosen !== null)
    setProblem(
      chosen
        ? uploadProblemBeforeReading({ fileName: chosen.name, declaredSize: chosen.size })
        : null,
    )
  }
  const upload = async (file: File) => {
    if (blocking) return
    setProgress(0)
    const outcome = await send(file, setProgress)
    setProgress(null)
    if (!outcome.ok) {
      setProblem(outcome.problem)
      return
    }
    setUploaded((done) => [...done, outcome.document])
    setPending(false)
    onUploaded?.(outcome.document)
  }
  return (
    <div
      data-testid="file-upload"
      // A file chosen but not uploaded: the enclosing form refuses to send without it.
      data-pending-upload={pending ? 'true' : undefined}
    >
      <FileUpload
        // a fresh control after each upload: the next file starts from an empty choice
        key={uploaded.length}
        label={label}
        hint={t('hint')}
        error={problem ? t(`problems.${problem}`) : undefined}
        accept={accept}
        progress={progress}
        progressLabel={(percent) => t('progress', { percent })}
        uploadLabel={problem === 'unavailable' ? t('retry') : t('upload')}
        onChoose={choose}
        onUpload={upload}
        blocked={blocking}
      />
      {uploaded.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" data-testid="uploaded-files">
          {uploaded.map((document) => (
            <li key={document.id} className="break-all">
              {t('uploaded', { name: document.fileName })}
              {idsName ? <input type="hidden" name={idsName} value={document.id} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
