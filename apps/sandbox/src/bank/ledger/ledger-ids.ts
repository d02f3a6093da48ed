import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, randomUUID } from 'node:crypto'

const idSource = new AsyncLocalStorage<() => string>()

/** A new id for an order, deposit or booking: random, or from the seed's source inside `withSeededIds`. */
export function newLedgerId(): string {
  return idSource.getStore()?.() ?? randomUUID()
}

/**
 * Runs `work` with ids derived from `seed` and a counter, so that the seeded demo history has
 * the same ids (and payment references) on every machine, like the rest of the seed.
 */
export function withSeededIds<T>(seed: string, work: () => Promise<T>): Promise<T> {
  let counter = 0
  return idSource.run(() => {
    counter += 1
    const hex = createHash('sha256').update(`${seed}:${counter}`).digest('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }, work)
}
