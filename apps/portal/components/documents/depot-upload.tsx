'use client'

import type { UploadPurpose } from '@portal/api-clients/contracts/documents'
import { useMemo } from 'react'
import { xhrUploadSender } from '@/lib/documents/send-upload'
import { FileUpload } from './file-upload'

interface DepotUploadProps {
  /** The locale's base path, e.g. `/de-de`. */
  basePath: string
  purpose: UploadPurpose
  label: string
  idsName?: string
}

/** A FileUpload that sends to the portal's session-checked upload handler. */
export function DepotUpload({ basePath, purpose, label, idsName }: DepotUploadProps) {
  const send = useMemo(() => xhrUploadSender(basePath, purpose), [basePath, purpose])
  return <FileUpload label={label} send={send} {...(idsName ? { idsName } : {})} />
}
