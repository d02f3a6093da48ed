'use client'

import * as React from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../button/button'
import { Field } from '../field/field'
import { Input } from '../field/input'

type UploadProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Share sent so far, from 0 to 1. */
  value: number
  /** Text above the bar, e.g. "Uploading: 40 %". */
  label: (percent: number) => React.ReactNode
}

/** A labelled progress bar for a file being sent. */
function UploadProgress({ value, label, className, ...props }: UploadProgressProps) {
  const id = React.useId()
  return (
    <div data-slot="upload-progress" className={cn('flex flex-col gap-1', className)} {...props}>
      <label htmlFor={id} className="text-sm">
        {label(Math.round(value * 100))}
      </label>
      <progress id={id} max={1} value={value} className="block h-2 w-full accent-pui-primary" />
    </div>
  )
}

type FileUploadProps = {
  label: React.ReactNode
  hint?: React.ReactNode | undefined
  /** Why the chosen file is refused or the upload failed; shown under the control. */
  error?: React.ReactNode | undefined
  /** File types the picker offers, e.g. ".pdf,image/png". */
  accept?: string | undefined
  /** Share sent so far (0–1) while an upload runs; null or absent otherwise. */
  progress?: number | null | undefined
  uploadLabel: React.ReactNode
  progressLabel: (percent: number) => React.ReactNode
  /** Called when a file is chosen (or the choice cleared), e.g. to check its size at once. */
  onChoose?: ((file: File | null) => void) | undefined
  /** Called with the chosen file when the customer asks to upload it. */
  onUpload: (file: File) => void
  /** Keeps the upload button off, e.g. while the chosen file is refused. */
  blocked?: boolean | undefined
  /** What has been uploaded already (a list, hidden inputs for the enclosing form). */
  children?: React.ReactNode
  className?: string | undefined
}

/**
 * Choose a file, upload it with a progress bar. The caller checks the file and sends it; the
 * component keeps the chosen file, so a failed upload can be tried again.
 */
function FileUpload({
  label,
  hint,
  error,
  accept,
  progress,
  uploadLabel,
  progressLabel,
  onChoose,
  onUpload,
  blocked = false,
  children,
  className,
}: FileUploadProps) {
  const [file, setFile] = React.useState<File | null>(null)
  const uploading = typeof progress === 'number'
  const choose = (chosen: File | null) => {
    setFile(chosen)
    onChoose?.(chosen)
  }
  return (
    <div data-slot="file-upload" className={cn('flex flex-col gap-3', className)}>
      <Field label={label} hint={hint} error={error}>
        <Input
          type="file"
          accept={accept}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="h-auto py-1.5"
        />
      </Field>
      {uploading ? <UploadProgress value={progress} label={progressLabel} /> : null}
      <Button
        variant="outline"
        className="self-start"
        disabled={!file || blocked || uploading}
        onClick={() => file && onUpload(file)}
      >
        {uploadLabel}
      </Button>
      {children}
    </div>
  )
}

export type { FileUploadProps, UploadProgressProps }
export { FileUpload, UploadProgress }
