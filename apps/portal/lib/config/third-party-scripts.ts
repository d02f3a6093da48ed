import type { Environment } from '@portal/domain/enumerations'
import { sessionRecordingLocales } from '@portal/tracking'
import type { EnvValues } from '@/lib/edge-env'
import { serverEnv } from '@/lib/env'
import type { ThirdPartyScriptConfig } from './third-party-script-rules'

function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

export function thirdPartyScriptConfig(
  environment: Environment,
  env: EnvValues<
    'HEATMAP_SCRIPT_URL' | 'HEATMAP_LOCALES' | 'SESSION_RECORDING_TAG_URL'
  > = serverEnv(),
): ThirdPartyScriptConfig {
  return {
    environment,
    heatmap: { src: env.HEATMAP_SCRIPT_URL, locales: listFromEnv(env.HEATMAP_LOCALES) },
    // The tracking package owns the list of session-recording locales (spec section 7).
    sessionRecording: { src: env.SESSION_RECORDING_TAG_URL, locales: sessionRecordingLocales },
  }
}
