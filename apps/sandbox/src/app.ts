import { depositsServicePrefix } from '@portal/api-clients/contracts/deposits'
import { Hono } from 'hono'
import { type Database, isDatabaseAvailable } from './db/database'
import { answerNotFound, createErrorAnswer } from './http/error-responses'
import { createDepositsRoutes } from './services/deposits/deposits-routes'

export interface AppOptions {
  /** Where unexpected exceptions are reported; the client only ever sees a normalised error. */
  logError?: (error: unknown) => void
}

/** The sandbox's HTTP app on an open database; tests call `app.request()` without a network. */
export function createApp(database: Database, options: AppOptions = {}): Hono {
  const app = new Hono()
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.route(depositsServicePrefix, createDepositsRoutes(database.orm))
  app.notFound(answerNotFound)
  app.onError(
    createErrorAnswer({
      isDatabaseAvailable: () => isDatabaseAvailable(database),
      logError: options.logError ?? ((error) => console.error('sandbox request failed', error)),
    }),
  )
  return app
}
