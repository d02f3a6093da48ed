import { createClient } from '@vercel/edge-config'
import committedDefault from '@/config/edge-config.default.json'
import { edgeEnv } from '@/lib/edge-env'
import type { RoutingHosts } from './resolve-host-mode'

export interface RoutingConfig extends RoutingHosts {
  cockpitHosts: readonly string[]
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
}

/** The routing part of the edge configuration, checked by hand: zod stays out of the middleware. */
export function toRoutingConfig(values: Record<string, unknown>): RoutingConfig | null {
  const { countryHosts, comHosts, cockpitHosts } = values
  if (!isStringRecord(countryHosts) || !isStringArray(comHosts) || !isStringRecord(cockpitHosts)) {
    return null
  }
  return { countryHosts, comHosts, cockpitHosts: Object.values(cockpitHosts) }
}

// The committed default always passes the check (edge-config tests parse it with the schema).
const fallback = toRoutingConfig(committedDefault) as RoutingConfig

/**
 * Hosts for routing and the handover: from `@vercel/edge-config` when EDGE_CONFIG is set (edge
 * runtime compatible), else, or when the store fails or holds something malformed, the
 * committed default `config/edge-config.default.json`.
 */
export async function routingConfig(connectionString = edgeEnv().EDGE_CONFIG) {
  if (!connectionString) return fallback
  try {
    const values = await createClient(connectionString).getAll([
      'countryHosts',
      'comHosts',
      'cockpitHosts',
    ])
    return (values && toRoutingConfig({ ...values })) ?? fallback
  } catch {
    return fallback
  }
}
