import type { SandboxOrm, SandboxTx } from './database'

/**
 * The database or a transaction of it: a statement prepared in a transaction runs on that
 * transaction's connection, which PostgreSQL has parsed it on once already if it was used before.
 */
type SandboxHandle = SandboxOrm | SandboxTx

/**
 * A query the bank calls make over and over (the bearer check, the customer actor, the clock,
 * the reads behind a customer's pages), prepared once per database handle under its own name:
 * PostgreSQL then parses and plans it once per connection instead of on every call, and drizzle
 * builds its SQL once. Values that change go in as `sql.placeholder`s; the names are unique.
 */
export function preparedPerDatabase<Query>(
  prepare: (orm: SandboxHandle) => Query,
): (orm: SandboxHandle) => Query {
  const prepared = new WeakMap<SandboxHandle, Query>()
  return (orm) => {
    let query = prepared.get(orm)
    if (query === undefined) {
      query = prepare(orm)
      prepared.set(orm, query)
    }
    return query
  }
}
