import { describe, expect, it } from 'vitest'
import { seededNormal, seededUniform } from './seeded-random'

describe('seeded random numbers', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = seededUniform(42)
    const b = seededUniform(42)
    const c = seededUniform(43)
    const first = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(first)
    expect([c(), c(), c()]).not.toEqual(first)
  })

  it('draws uniforms in [0, 1) and normals with mean 0 and deviation 1', () => {
    const uniform = seededUniform(7)
    const normal = seededNormal(7)
    const uniforms = Array.from({ length: 50_000 }, uniform)
    const normals = Array.from({ length: 50_000 }, normal)
    const mean = normals.reduce((sum, x) => sum + x, 0) / normals.length
    const variance = normals.reduce((sum, x) => sum + (x - mean) ** 2, 0) / normals.length
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...uniforms)).toBeLessThan(1)
    expect(Math.abs(mean)).toBeLessThan(0.02)
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.02)
  })
})
