import 'server-only'
import {
  type DocumentListQuery,
  documentContentPath,
  type UploadAnnouncement,
  uploadContentPath,
} from '@portal/api-clients/contracts/documents'
import { serviceBaseUrl } from '@portal/api-clients/hosts'
import { services } from '@portal/api-clients/services'
import { fillPath } from '@portal/api-clients/url'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { backendConfig } from './client-config'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/** Document depot (`/dds/api/v2`): the customer's documents and uploads. */
const documents = async () => apiClients(await getRegion()).documents

export async function listDocuments(session: Session, bacNumber: string, query: DocumentListQuery) {
  return (await documents()).listDocuments({
    params: { customerId: bacNumber },
    query,
    token: session.accessToken,
    init: personalRead,
  })
}

/** Announces an upload (name, size, purpose); a refused name or size answers 422 with its reason. */
export async function announceUpload(
  session: Session,
  bacNumber: string,
  body: UploadAnnouncement,
) {
  return (await documents()).createUpload({
    params: { customerId: bacNumber },
    body,
    token: session.accessToken,
  })
}

/** Where a raw-bytes call of the depot goes (the JSON clients do not carry bytes). */
async function depotUrl(path: string, params: Record<string, string>) {
  const base = serviceBaseUrl(services.documents, backendConfig(await getRegion()))
  return `${base}${fillPath(path, params)}`
}

/**
 * Sends an upload's bytes to the depot; the answer is the stored document (201) or 422 with the
 * upload reason code. Returns the depot's response as it is, for the route handler to read.
 */
export async function putUploadContent(
  session: Session,
  bacNumber: string,
  uploadId: string,
  bytes: Uint8Array,
  mediaType: string,
): Promise<Response | null> {
  const url = await depotUrl(uploadContentPath, { customerId: bacNumber, uploadId })
  return fetch(url, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'content-type': mediaType,
      'content-length': String(bytes.length),
    },
    body: bytes as BodyInit,
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null)
}

/** A document's bytes, only the owner's (another customer's id answers 404). */
export async function fetchDocumentContent(
  session: Session,
  bacNumber: string,
  documentId: string,
): Promise<Response | null> {
  const url = await depotUrl(documentContentPath, { customerId: bacNumber, documentId })
  return fetch(url, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(20_000),
  }).catch(() => null)
}
