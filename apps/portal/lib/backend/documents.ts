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
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { backendConfig } from './client-config'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { failed, ok, resultOf, type ServiceResult } from './service-result'

/** Document depot (`/dds/api/v2`): the customer's documents and uploads. */
const documents = async () => apiClients(await getRegion()).documents

export function listDocuments(session: Session, bacNumber: string, query: DocumentListQuery) {
  return documentList(session.accessToken, bacNumber, JSON.stringify(query))
}

/** Keyed by the query's JSON, since the cache compares arguments by identity. */
const documentList = cache(async (token: string, customerId: string, queryJson: string) =>
  resultOf(
    await (await documents()).listDocuments({
      params: { customerId },
      query: JSON.parse(queryJson) as DocumentListQuery,
      token,
      init: personalRead,
    }),
  ),
)

/** Announces an upload (name, size, purpose); a refused name or size answers 422 with its reason. */
export async function announceUpload(
  session: Session,
  bacNumber: string,
  body: UploadAnnouncement,
) {
  return resultOf(
    await (await documents()).createUpload({
      params: { customerId: bacNumber },
      body,
      token: session.accessToken,
    }),
  )
}

/** Where a raw-bytes call of the depot goes (the JSON clients do not carry bytes). */
async function depotUrl(path: string, params: Record<string, string>) {
  const base = serviceBaseUrl(services.documents, backendConfig(await getRegion()))
  return `${base}${fillPath(path, params)}`
}

const unanswered = failed({ reason: 'unanswered', code: 'technicalError', status: 400 })

/**
 * Sends an upload's bytes to the depot: the stored document's id (201), or refused with the
 * upload reason code of its 422.
 */
export async function putUploadContent(
  session: Session,
  bacNumber: string,
  uploadId: string,
  bytes: Uint8Array,
  mediaType: string,
): Promise<ServiceResult<{ id: string }>> {
  const url = await depotUrl(uploadContentPath, { customerId: bacNumber, uploadId })
  const stored = await fetch(url, {
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
  if (!stored) return unanswered
  const body = (await stored.json().catch(() => null)) as { id?: string; code?: string } | null
  if (stored.ok && body?.id) return ok({ id: body.id })
  return failed({ reason: 'refused', code: body?.code ?? '', status: stored.status })
}

/**
 * A document's bytes as the depot answered them, only the owner's: another customer's id is
 * `notFound` (the depot answers 404 or 403).
 */
export async function fetchDocumentContent(
  session: Session,
  bacNumber: string,
  documentId: string,
): Promise<ServiceResult<Response>> {
  const url = await depotUrl(documentContentPath, { customerId: bacNumber, documentId })
  const depot = await fetch(url, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(20_000),
  }).catch(() => null)
  if (!depot) return unanswered
  if (depot.status === 404 || depot.status === 403) {
    return failed({ reason: 'notFound', code: 'notFound', status: 404 })
  }
  if (!depot.ok || !depot.body) return failed({ reason: 'unanswered', code: '', status: 503 })
  return ok(depot)
}
