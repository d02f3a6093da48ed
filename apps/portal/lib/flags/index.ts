import 'server-only'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { EnvValues } from '@/lib/edge-env'
import { serverEnv } from '@/lib/env'
import { evaluateFlag } from './evaluate-flag'
import { getFlagClient } from './flag-client'
import type { FlagSource } from './flag-client-options'
import {
  type PostboxEndpointVersion,
  postboxEndpointVersion,
  postboxV2FlagKey,
} from './postbox-endpoint'

export { LDUserBuilder } from './profile-builder'

/** The committed flags file, found from the repository root or from apps/portal. */
function localFlagsFile(): string {
  const candidates = ['apps/portal/config/flags.local.json', 'config/flags.local.json']
  const found = candidates.find((candidate) => existsSync(resolve(candidate)))
  return resolve(found ?? candidates[0] ?? '')
}

export function flagSource(
  env: EnvValues<'LAUNCHDARKLY_SDK_KEY' | 'FLAGS_FILE'> = serverEnv(),
): FlagSource {
  return {
    sdkKey: env.LAUNCHDARKLY_SDK_KEY || undefined,
    flagsFile: env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : localFlagsFile(),
  }
}

export async function getFlag<T>(flagKey: string, profile: unknown, defaultValue: T): Promise<T> {
  return evaluateFlag(await getFlagClient(flagSource()), flagKey, profile, defaultValue)
}

export async function getPostboxEndpointVersion(profile: unknown): Promise<PostboxEndpointVersion> {
  return postboxEndpointVersion(await getFlag(postboxV2FlagKey, profile, false))
}
