import { fetchDocumentContent } from '@/lib/backend/documents'
import { downloadContentSecurityPolicy } from '@/lib/security/download-policy'
import { getSession } from '@/lib/session/get-session'

/** Characters a depot id may have; anything else cannot be one of the customer's documents. */
const documentIdPattern = /^[\w-]{1,100}$/

/**
 * A document of the session's account, always as an attachment with `nosniff` and a sandboxing
 * CSP, never cached. The depot checks ownership: another customer's id answers 404 here too.
 */
export async function GET(_request: Request, context: { params: Promise<{ documentId: string }> }) {
  const session = await getSession()
  if (!session?.bacNumber) return new Response(null, { status: 401 })
  const { documentId } = await context.params
  if (!documentIdPattern.test(documentId)) return new Response(null, { status: 404 })
  const read = await fetchDocumentContent(session, session.bacNumber, documentId)
  if (!read.ok)
    return new Response(null, { status: read.failure.reason === 'notFound' ? 404 : 503 })
  const depot = read.data
  const mediaType = depot.headers.get('content-type') ?? 'application/octet-stream'
  const headers = new Headers({
    'content-type': ['application/pdf', 'image/jpeg', 'image/png'].includes(mediaType)
      ? mediaType
      : 'application/octet-stream',
    'content-disposition': depot.headers.get('content-disposition')?.startsWith('attachment')
      ? (depot.headers.get('content-disposition') ?? 'attachment')
      : 'attachment',
    'x-content-type-options': 'nosniff',
    'content-security-policy': downloadContentSecurityPolicy,
    'cache-control': 'private, no-store',
  })
  const length = depot.headers.get('content-length')
  if (length) headers.set('content-length', length)
  return new Response(depot.body, { status: 200, headers })
}
