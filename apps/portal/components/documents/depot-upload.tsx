'use client'

import type { UploadPurpose } from '@portal/api-clients/contracts/documents'
import { useMemo } from 'react'
import { xhrUploadSender } from '@/lib/documents/send-upload'
import { DocumentUpload } from './document-upload'

interface DepotUploadProps {
  /** The locale's base path, e.g. `/de-de`. */
  basePath: string
  purpose: UploadPurpose
  label: string
  idsName?: string
}

/** A DocumentUpload that sends to the portal's session-checked upload handler. */
export function DepotUpload({ basePath, purpose, label, idsName }: DepotUploadProps) {
  const send = useMemo(() => xhrUploadSender(basePath, purpose), [basePath, purpose])
  return <DocumentUpload label={label} send={send} {...(idsName ? { idsName } : {})} />
}
