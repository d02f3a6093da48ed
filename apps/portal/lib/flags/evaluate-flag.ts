import type { LDClient } from '@launchdarkly/node-server-sdk'
import { type FlagContext, toFlagContext } from './profile-builder'

/** Message logged when a flag is asked of a client that has not finished initialising. */
export const flagClientNotReadyMessage = 'LaunchDarkly client is not ready; using the default value'

/**
 * One flag's value for a profile. With no client, a client that is not ready, or a profile not
 * made by the builder, the caller's default is used (nothing is returned from the SDK).
 */
export async function evaluateFlag<T>(
  client: LDClient | undefined,
  flagKey: string,
  profile: unknown,
  defaultValue: T,
): Promise<T> {
  const context: FlagContext | undefined = toFlagContext(profile)
  if (!client || !context) return defaultValue
  if (!client.initialized()) {
    console.warn(flagClientNotReadyMessage)
    return defaultValue
  }
  return (await client.variation(flagKey, context, defaultValue)) as T
}
