import {
  type DepotDocument,
  type DepotDocumentType,
  documentContentPath,
  documentsContract,
} from '@portal/api-clients/contracts/documents'
import { mayPerform } from '@portal/domain/customer-data/may-perform'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { readDepotFile } from '../../bank/depot/depot-storage'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { bankDocumentOf, bankDocumentPdf, bankDocumentSources } from './bank-documents'
import { depotDocumentOf, storedFile, storedFilesOf } from './depot-files'
import { fileResponse } from './file-response'

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

/**
 * The depot's documents: the bank's PDFs made from the ledger, the customer's uploads and consent
 * PDFs. What a person sees depends on the document's type, so the route loads the person and
 * judges each document; another customer's document id answers 404.
 */
export function createDocumentsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const person = { access: ctx.access.person }

  async function everyDocument(customerId: string): Promise<DepotDocument[]> {
    const sources = await bankDocumentSources(orm, customerId)
    const bank = await Promise.all(sources.map(bankDocumentOf))
    return [...bank, ...(await storedFilesOf(orm, customerId)).map(depotDocumentOf)]
  }

  async function findDocument(customerId: string, documentId: string) {
    const file = await storedFile(orm, customerId, documentId)
    if (file) return { document: depotDocumentOf(file), file }
    const source = (await bankDocumentSources(orm, customerId)).find((s) => s.id === documentId)
    return source ? { document: await bankDocumentOf(source), source } : undefined
  }

  registerEndpoint(
    router,
    documentsContract.listDocuments,
    async ({ query, context }) => {
      const actor = context.get('actor')
      if (!maySee(actor, 'tax_summary') && !maySee(actor, 'order_confirmation')) {
        return notPermitted()
      }
      if (query.type !== undefined && !maySee(actor, query.type)) return notPermitted()
      const visible = (await everyDocument(actor.customerId)).filter((doc) =>
        maySee(actor, doc.type),
      )
      const items = visible
        .filter((doc) => query.type === undefined || doc.type === query.type)
        .filter((doc) => query.year === undefined || doc.year === query.year)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      const years = [...new Set(visible.map((doc) => doc.year))].sort((a, b) => b - a)
      return { items, years }
    },
    person,
  )
  registerEndpoint(
    router,
    documentsContract.getDocument,
    async ({ params, context }) => {
      const actor = context.get('actor')
      const found = await findDocument(actor.customerId, params.documentId)
      if (found === undefined) return notFound()
      return maySee(actor, found.document.type) ? found.document : notPermitted()
    },
    person,
  )
  router.get(documentContentPath, ctx.access.person, async (c) => {
    const actor = c.get('actor')
    const found = await findDocument(actor.customerId, c.req.param('documentId') ?? '')
    if (found === undefined) return notFound().toResponse()
    if (!maySee(actor, found.document.type)) return notPermitted().toResponse()
    const bytes =
      'file' in found && found.file
        ? await readDepotFile(ctx.depotDirectory, found.file.storageName ?? '')
        : await bankDocumentPdf(found.source)
    return fileResponse(bytes, found.document.mediaType, found.document.fileName)
  })
  return router
}
