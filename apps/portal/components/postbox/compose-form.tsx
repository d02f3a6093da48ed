'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input, TextArea } from '@portal/ui/field'
import { type FormEvent, useState } from 'react'
import { DepotUpload } from '@/components/documents/depot-upload'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface ComposeFormProps {
  action: DataFormAction
  basePath: string
  /** Answers this thread; a new thread without it. */
  threadId?: string
  subject?: string
}

/** A new message (plain text) with attachments under the upload rules. */
export function ComposeForm({
  action: serverAction,
  basePath,
  threadId,
  subject,
}: ComposeFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const [unsentFile, setUnsentFile] = useState(false)
  // Sending would drop a file that was chosen but not uploaded: say so and send nothing.
  const refuseUnsentFile = (event: FormEvent<HTMLFormElement>) => {
    const waiting = event.currentTarget.querySelector('[data-pending-upload="true"]') !== null
    setUnsentFile(waiting)
    if (waiting) event.preventDefault()
  }
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="message-sent">
        <AlertDescription>{t('postbox.sent')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <form
      action={action}
      onSubmit={refuseUnsentFile}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      data-testid="compose-form"
    >
      {formError}
      {threadId ? <input type="hidden" name="threadId" value={threadId} /> : null}
      <Field label={t('postbox.subject')} error={fieldError('subject')} required>
        <Input name="subject" maxLength={200} defaultValue={value('subject', subject)} />
      </Field>
      <Field label={t('postbox.text')} error={fieldError('text')} required>
        <TextArea name="text" rows={8} maxLength={10_000} defaultValue={value('text')} />
      </Field>
      <DepotUpload
        basePath={basePath}
        purpose="postbox_attachment"
        label={t('postbox.attachment')}
        idsName="attachmentIds"
      />
      {unsentFile ? (
        <Alert variant="warning" role="alert" data-testid="attachment-not-uploaded">
          <AlertDescription>{t('postbox.attachmentNotUploaded')}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {t('postbox.send')}
      </Button>
    </form>
  )
}
