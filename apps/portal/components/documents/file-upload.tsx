'use client'

import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { UploadOutcome, UploadSender } from '@/lib/documents/upload-outcome'

export type UploadedDocument = Extract<UploadOutcome, { ok: true }>['document']

interface FileUploadProps {
  label: string
  send: UploadSender
  /** Name of the hidden inputs that carry the uploaded document ids in the enclosing form. */
  idsName?: string
  onUploaded?: (document: UploadedDocument) => void
}

const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/**
 * Choose a file, have it checked at once (name, size), upload it with a progress bar. A refusal
 * says why; a failed upload keeps the chosen file for "try again".
 */
export function FileUpload({ label, send, idsName, onUploaded }: FileUploadProps) {
  const t = useTranslations('CustomerData.upload')
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [uploaded, setUploaded] = useState<UploadedDocument[]>([])
  const progressId = useId()
  // A failed transfer keeps the file for another try; a refused file must be replaced
  const blocking = problem !== null && problem !== 'unavailable'

  const choose = (chosen: File | null) => {
    setFile(chosen)
    const early = chosen
      ? uploadProblemBeforeReading({ fileName: chosen.name, declaredSize: chosen.size })
      : null
    setProblem(early)
  }
  const upload = async () => {
    if (!file || blocking) return
    setProgress(0)
    const outcome = await send(file, setProgress)
    setProgress(null)
    if (!outcome.ok) {
      setProblem(outcome.problem)
      return
    }
    setUploaded((done) => [...done, outcome.document])
    setFile(null)
    onUploaded?.(outcome.document)
  }
  return (
    <div
      className="space-y-3"
      data-testid="file-upload"
      // A file chosen but not uploaded: the enclosing form refuses to send without it.
      data-pending-upload={file ? 'true' : undefined}
    >
      <Field label={label} hint={t('hint')} error={problem ? t(`problems.${problem}`) : undefined}>
        <Input
          type="file"
          accept={accept}
          key={uploaded.length}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="h-auto py-1.5"
        />
      </Field>
      {progress !== null ? (
        <div className="space-y-1">
          <label htmlFor={progressId} className="text-sm">
            {t('progress', { percent: Math.round(progress * 100) })}
          </label>
          <progress
            id={progressId}
            className="block w-full"
            max={1}
            value={progress}
            data-testid="upload-progress"
          />
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        onClick={upload}
        disabled={!file || blocking || progress !== null}
      >
        {problem === 'unavailable' ? t('retry') : t('upload')}
      </Button>
      {uploaded.length > 0 ? (
        <ul className="space-y-1 text-sm" data-testid="uploaded-files">
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
