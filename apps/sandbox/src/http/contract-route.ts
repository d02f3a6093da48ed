import type { Endpoint } from '@portal/api-clients/contracts/endpoint'
import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { type ErrorIssue, ServiceError } from './service-error'

export interface EndpointInput<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  E extends Env = Env,
> {
  params: z.output<P>
  query: z.output<Q>
  body: z.output<B>
  /** The request's context, for headers and what middleware set (e.g. the verified token). */
  context: Context<E>
}

export type EndpointHandler<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  E extends Env = Env,
> = (input: EndpointInput<P, Q, B, E>) => Promise<z.input<R> | ServiceError | Response>

export interface EndpointOptions<E extends Env = Env> {
  /** Status of a successful answer; 204 sends no body. Default 200. */
  successStatus?: 200 | 201 | 204
  /**
   * The bank's access rule (src/bank/access) that runs first; required for every endpoint the
   * contract marks `bearer`, so no customer route can be mounted unguarded.
   */
  access?: MiddlewareHandler<E>
  /** Middleware that runs after the access rule and before the input is validated. */
  before?: MiddlewareHandler<E>[]
}

/**
 * Registers one contract endpoint: runs its access rule, validates params, query and body with
 * the endpoint's own schemas (400 on failure, before the handler runs), then sends the
 * handler's answer as JSON. Bodies are read as JSON, or as form fields when sent
 * `application/x-www-form-urlencoded`.
 */
export function registerEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  E extends Env = Env,
>(
  router: Hono<E>,
  endpoint: Endpoint<P, Q, B, R>,
  handler: EndpointHandler<P, Q, B, R, E>,
  options: EndpointOptions<E> = {},
): void {
  if (endpoint.auth === 'bearer' && options.access === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs an access rule`)
  }
  const answer: MiddlewareHandler<E> = async (c) => {
    const params = validate(endpoint.params, c.req.param(), 'path parameters')
    const query = validate(endpoint.query, c.req.query(), 'query')
    const body = validate(endpoint.body, await readBody(c, endpoint.body), 'body')
    const result = await handler({ params, query, body, context: c })
    if (result instanceof ServiceError) return result.toResponse()
    if (result instanceof Response) return result
    const status = options.successStatus ?? 200
    if (status === 204) return c.body(null, 204)
    return c.body(JSON.stringify(result), status, { 'content-type': 'application/json' })
  }
  const guards = [...(options.access ? [options.access] : []), ...(options.before ?? [])]
  router.on(endpoint.method, [endpoint.path], ...guards, answer)
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

async function readBody(c: Context, schema: z.ZodType | undefined): Promise<unknown> {
  if (schema === undefined) return undefined
  const text = await c.req.text()
  // an endpoint whose body may be left out (notice on the whole balance) takes an empty one
  if (text === '' && schema.safeParse(undefined).success) return undefined
  if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ServiceError(400, 'invalidJson', 'The request body is not valid JSON.')
  }
}
