import {
  type DepotDocument,
  type DepotDocumentType,
  documentContentPath,
  documentsContract,
  uploadContentPath,
} from '@portal/api-clients/contracts/documents'
import { mayPerform } from '@portal/domain/customer-data/may-perform'
import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { type Context, Hono } from 'hono'
import {
  authorizeDuringOnboarding,
  type CustomerActor,
  loadActor,
} from '../../bank/access/customer-actor'
import { readDepotFile } from '../../bank/depot/depot-storage'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'
import { bankDocumentOf, bankDocumentPdf, bankDocumentSources } from './bank-documents'
import { depotDocumentOf, storedFile, storedFilesOf } from './depot-files'
import { announceUpload, receiveUpload, refusedUpload, uploadAction } from './uploads'

const taxTypes: readonly DepotDocumentType[] = ['interest_statement', 'tax_summary']

/** Tax documents need `see_tax_documents` (a TAX_PARTNER sees only those), the rest `view_account`. */
function maySee(actor: CustomerActor, type: DepotDocumentType): boolean {
  const action = taxTypes.includes(type) ? 'see_tax_documents' : 'view_account'
  return mayPerform(actor.roles, action, actor.accountType)
}

const notPermitted = () =>
  new ServiceError(
    403,
    'actionNotPermitted',
    'Your role on this account does not show these documents.',
  )
const notFound = () => new ServiceError(404, 'documentNotFound', 'No such document.')

/** `filename*` for any name, and a plain ASCII `filename` for old clients. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

function fileResponse(bytes: Uint8Array, mediaType: string, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': mediaType,
      'content-length': String(bytes.length),
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}

/**
 * Document depot (`/dds/api/v2`): the bank's PDFs made from the ledger, the customer's uploads
 * and consent PDFs. Files go back only to their owner, as attachments with `nosniff`; another
 * customer's document or upload id answers 404.
 */
export function createDocumentsRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const { orm } = ctx
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/*', requireBearer(ctx.idp))

  async function everyDocument(actor: CustomerActor) {
    const bank = await Promise.all(
      (await bankDocumentSources(orm, actor.customerId)).map(async (source) => ({
        source,
        document: await bankDocumentOf(source),
      })),
    )
    const files = await storedFilesOf(orm, actor.customerId)
    return { bank, files }
  }

  async function findDocument(actor: CustomerActor, documentId: string) {
    const file = await storedFile(orm, actor.customerId, documentId)
    if (file) return { document: depotDocumentOf(file), file }
    const source = (await bankDocumentSources(orm, actor.customerId)).find(
      (s) => s.id === documentId,
    )
    return source ? { document: await bankDocumentOf(source), source } : undefined
  }

  registerEndpoint(router, documentsContract.listDocuments, async ({ params, query, context }) => {
    const actor = await loadActor(orm, context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    if (!maySee(actor, 'tax_summary') && !maySee(actor, 'order_confirmation')) return notPermitted()
    if (query.type !== undefined && !maySee(actor, query.type)) return notPermitted()
    const { bank, files } = await everyDocument(actor)
    const items: DepotDocument[] = [...bank.map((b) => b.document), ...files.map(depotDocumentOf)]
      .filter((doc) => maySee(actor, doc.type))
      .filter((doc) => query.type === undefined || doc.type === query.type)
      .filter((doc) => query.year === undefined || doc.year === query.year)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    return { items }
  })
  registerEndpoint(router, documentsContract.getDocument, async ({ params, context }) => {
    const actor = await loadActor(orm, context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    const found = await findDocument(actor, params.documentId)
    if (found === undefined) return notFound()
    return maySee(actor, found.document.type) ? found.document : notPermitted()
  })
  router.get(documentContentPath, async (c) => {
    const params = { customerId: c.req.param('customerId'), documentId: c.req.param('documentId') }
    const actor = await loadActor(orm, c.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor.toResponse()
    const found = await findDocument(actor, params.documentId)
    if (found === undefined) return notFound().toResponse()
    if (!maySee(actor, found.document.type)) return notPermitted().toResponse()
    const bytes =
      'file' in found && found.file
        ? await readDepotFile(ctx.depotDirectory, found.file.storageName ?? '')
        : await bankDocumentPdf(found.source)
    return fileResponse(bytes, found.document.mediaType, found.document.fileName)
  })

  // The announcement's name and size are judged first, with the reason as the 422 code.
  router.post('/customers/:customerId/uploads', async (c, next) => {
    const body = (await c.req.json().catch(() => ({}))) as { fileName?: unknown; size?: unknown }
    if (typeof body.fileName === 'string' && typeof body.size === 'number') {
      const problem = uploadProblemBeforeReading({
        fileName: body.fileName,
        declaredSize: body.size,
      })
      if (problem) return refusedUpload(problem).toResponse()
    }
    return next()
  })
  registerEndpoint(
    router,
    documentsContract.createUpload,
    async ({ params, body, context }) => {
      const actor = await authorizeDuringOnboarding(
        orm,
        context.get('access'),
        params.customerId,
        uploadAction[body.purpose],
      )
      if (actor instanceof ServiceError) return actor
      return announceUpload(ctx, params.customerId, body)
    },
    { successStatus: 201 },
  )
  router.put(uploadContentPath, async (c: Context<AuthenticatedEnv>) => {
    const customerId = c.req.param('customerId') ?? ''
    const actor = await loadActor(orm, c.get('access'), customerId)
    if (actor instanceof ServiceError) return actor.toResponse()
    const length = c.req.header('content-length')
    const answer = await receiveUpload(
      ctx,
      customerId,
      c.req.param('uploadId') ?? '',
      length === undefined ? undefined : Number(length),
      () => c.req.arrayBuffer(),
    )
    return answer instanceof ServiceError ? answer.toResponse() : c.json(answer, 201)
  })
  return router
}
