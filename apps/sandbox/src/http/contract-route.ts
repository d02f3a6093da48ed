import type { Endpoint } from '@portal/api-clients/contracts/endpoint'
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import { type ErrorIssue, ServiceError } from './service-error'

export interface EndpointInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>
  query: z.output<Q>
  body: z.output<B>
}

export type EndpointHandler<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> = (input: EndpointInput<P, Q, B>) => Promise<z.input<R> | ServiceError>

/**
 * Registers one contract endpoint: validates params, query and body with the endpoint's own
 * schemas (400 on failure, before the handler runs), then sends the handler's answer as JSON.
 */
export function registerEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(router: Hono, endpoint: Endpoint<P, Q, B, R>, handler: EndpointHandler<P, Q, B, R>): void {
  router.on(endpoint.method, endpoint.path, async (c) => {
    const params = validate(endpoint.params, c.req.param(), 'path parameters')
    const query = validate(endpoint.query, c.req.query(), 'query')
    const body = validate(endpoint.body, await readJsonBody(c, endpoint.body), 'body')
    const answer = await handler({ params, query, body })
    if (answer instanceof ServiceError) return answer.toResponse()
    return c.body(JSON.stringify(answer), 200, { 'content-type': 'application/json' })
  })
}

function validate<S extends z.ZodType>(
  schema: S | undefined,
  input: unknown,
  part: string,
): z.output<S> {
  if (schema === undefined) return input as z.output<S>
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues: ErrorIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  const summary = issues.map((issue) => `${issue.path || part}: ${issue.message}`).join('; ')
  throw new ServiceError(400, 'invalidRequest', `Invalid ${part}: ${summary}`, issues)
}

async function readJsonBody(c: Context, schema: z.ZodType | undefined): Promise<unknown> {
  if (schema === undefined) return undefined
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new ServiceError(400, 'invalidJson', 'The request body is not valid JSON.')
  }
}
