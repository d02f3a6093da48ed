import { base, de, en, Faker } from '@faker-js/faker'

/** Every seed run starts from this seed, so two seeded databases hold the same rows. */
export const sandboxSeed = 20_261_122

/** A faker on a fixed seed. Dates must be drawn against `seedReferenceDate`, never "now". */
export function createSeedFaker(seed: number = sandboxSeed): Faker {
  return new Faker({ locale: [de, en, base], seed })
}

export const seedReferenceDate = new Date('2026-01-01T00:00:00Z')
