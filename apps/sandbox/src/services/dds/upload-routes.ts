import { documentsContract, uploadContentPath } from '@portal/api-clients/contracts/documents'
import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError, withOnboardingRoles } from '../../bank/access/customer-actor'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { announceUpload, receiveUpload, refusedUpload, uploadAction } from './uploads'

/** The announcement's name and size are judged first, with the reason as the 422 code. */
const judgeAnnouncement: MiddlewareHandler<AccessEnv> = async (c, next) => {
  const body = (await c.req.json().catch(() => ({}))) as { fileName?: unknown; size?: unknown }
  if (typeof body.fileName === 'string' && typeof body.size === 'number') {
    const problem = uploadProblemBeforeReading({
      fileName: body.fileName,
      declaredSize: body.size,
    })
    if (problem) return refusedUpload(problem).toResponse()
  }
  return next()
}

/**
 * The customer's uploads, in two steps: the announcement (name, size, purpose; the right needed
 * depends on the purpose, and during onboarding the requested roles count), then the bytes.
 */
export function createUploadRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    documentsContract.createUpload,
    async ({ params, body, context }) => {
      const actor = withOnboardingRoles(context.get('actor'))
      const refused = actionError(actor, uploadAction[body.purpose])
      return refused ?? announceUpload(ctx, params.customerId, body)
    },
    { access: ctx.access.person, before: [judgeAnnouncement], successStatus: 201 },
  )
  router.put(uploadContentPath, ctx.access.person, async (c) => {
    const length = c.req.header('content-length')
    const answer = await receiveUpload(
      ctx,
      c.get('actor').customerId,
      c.req.param('uploadId') ?? '',
      length === undefined ? undefined : Number(length),
      () => c.req.arrayBuffer(),
    )
    return answer instanceof ServiceError ? answer.toResponse() : c.json(answer, 201)
  })
  return router
}
