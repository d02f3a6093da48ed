import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { firstPathSegment, knownServices } from './known-services'
import { ServiceError } from './service-error'

/** 404 for paths no route matched, telling unknown services apart from unknown paths. */
export const answerNotFound: NotFoundHandler = (c: Context) => {
  const service = firstPathSegment(c.req.path)
  if (!knownServices.has(service)) {
    return new ServiceError(
      404,
      'serviceNotConfigured',
      `Service [${service}] doesn't have a mock server configuration`,
    ).toResponse()
  }
  return new ServiceError(
    404,
    'notFound',
    `No route for ${c.req.method} ${c.req.path}`,
  ).toResponse()
}

export interface ErrorAnswerOptions {
  isDatabaseAvailable: () => boolean
  logError: (error: unknown) => void
}

/** Turns every exception into a normalised error; never sends a stack trace. */
export function createErrorAnswer(options: ErrorAnswerOptions): ErrorHandler {
  return (error) => {
    if (error instanceof ServiceError) return error.toResponse()
    if (error instanceof HTTPException) {
      return new ServiceError(error.status, 'httpError', error.message).toResponse()
    }
    if (!options.isDatabaseAvailable()) {
      return new ServiceError(
        503,
        'serviceUnavailable',
        'The sandbox database is not available.',
      ).toResponse()
    }
    options.logError(error)
    return new ServiceError(500, 'technicalError', 'A technical error occurred.').toResponse()
  }
}
