import {
  referralCodeAlphabet,
  referralCodeLength,
} from '@portal/domain/customer-data/referral-code'
import type { SandboxOrm } from '../db/database'
import { referralCodes } from '../db/schema'
import { createSeedFaker, sandboxSeed, seedReferenceDate } from './seed-faker'

/**
 * DEVELOPMENT ONLY: a personal referral code for every seeded account, drawn from a faker of
 * their own so that a reseeded sandbox hands out the same demo links.
 */
export async function seedDemoReferralCodes(
  orm: SandboxOrm,
  customerIds: readonly string[],
): Promise<void> {
  const faker = createSeedFaker(sandboxSeed + 28)
  const codes = new Set<string>()
  while (codes.size < customerIds.length) {
    codes.add(faker.string.fromCharacters(referralCodeAlphabet, referralCodeLength))
  }
  const drawn = [...codes]
  await orm.insert(referralCodes).values(
    customerIds.map((customerId, index) => ({
      customerId,
      code: drawn[index] ?? '',
      createdAt: seedReferenceDate.toISOString(),
    })),
  )
}
