/**
 * A small seeded pseudo-random generator (mulberry32) and standard normal draws (Box–Muller), for
 * Monte Carlo checks and deterministic simulated prices: the same seed gives the same sequence.
 */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed)
  return () => {
    // 1 − u keeps the logarithm away from zero.
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()))
    return radius * Math.cos(2 * Math.PI * uniform())
  }
}
