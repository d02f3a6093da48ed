import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { ServiceContext } from '../service-context'
import { createDocumentsRoutes } from './documents-routes'
import { createUploadRoutes } from './upload-routes'

/**
 * Document depot (`/dds/api/v2`): the bank's documents, the customer's uploads and consent PDFs.
 * Files go back only to their owner, as attachments with `nosniff`.
 */
export function createDdsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  router.route('/', createDocumentsRoutes(ctx))
  router.route('/', createUploadRoutes(ctx))
  return router
}
