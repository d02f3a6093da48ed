import type { SandboxOrm } from './database'

/**
 * A query every bank call makes (the bearer check, the customer actor, the clock), prepared once
 * per database handle under its own name: PostgreSQL then parses it once per connection instead
 * of on every call, and drizzle builds its SQL once.
 */
export function preparedPerDatabase<Query>(
  prepare: (orm: SandboxOrm) => Query,
): (orm: SandboxOrm) => Query {
  const prepared = new WeakMap<SandboxOrm, Query>()
  return (orm) => {
    let query = prepared.get(orm)
    if (query === undefined) {
      query = prepare(orm)
      prepared.set(orm, query)
    }
    return query
  }
}
