import { InvalidEnvironmentError } from './edge-env'
import { serverEnv } from './env'

/** Parses the whole configuration; an unusable one ends the process with its message. */
export function refuseUnusableEnvironment(): void {
  try {
    serverEnv()
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
