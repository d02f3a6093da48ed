import { createClient } from '@vercel/edge-config'
import committedDefault from '@/config/edge-config.default.json'
import { edgeEnv } from '@/lib/edge-env'
import { EdgeConfig } from './schema'

export { EdgeConfig } from './schema'

const fallback = EdgeConfig.parse(committedDefault)

/**
 * One value of the edge configuration. With EDGE_CONFIG set it is read through
 * `@vercel/edge-config`; without it, or when the read fails or is malformed, the committed
 * default applies, so a missing configuration never breaks routing.
 */
export async function getEdgeConfig<K extends keyof EdgeConfig>(
  key: K,
  connectionString = edgeEnv().EDGE_CONFIG,
): Promise<EdgeConfig[K]> {
  if (!connectionString) return fallback[key]
  try {
    const value = await createClient(connectionString).get(key)
    const parsed = EdgeConfig.shape[key].safeParse(value)
    return parsed.success ? (parsed.data as EdgeConfig[K]) : fallback[key]
  } catch {
    return fallback[key]
  }
}

export const defaultEdgeConfig: EdgeConfig = fallback
