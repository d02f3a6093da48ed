import { InvalidEnvironmentError } from '@/lib/edge-env'
import { serverEnv } from '@/lib/env'

/**
 * Runs once when a server starts (`next start`, both runtimes): the configuration is parsed here
 * first, so a deployed portal without its secrets (SESSION_SECRET, PORTAL_SITE_URL) or with a
 * malformed value refuses to start with a message naming each variable, instead of failing on
 * its first request.
 */
export function register() {
  try {
    serverEnv()
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error
    console.error(error.message)
    if (process.env.NEXT_RUNTIME === 'nodejs') process.exit(1)
    throw error
  }
}
