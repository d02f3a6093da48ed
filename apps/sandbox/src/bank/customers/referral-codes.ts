import { randomInt } from 'node:crypto'
import {
  referralCodeAlphabet,
  referralCodeLength,
} from '@portal/domain/customer-data/referral-code'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { referralCodes } from '../../db/schema'

/** Ten characters of 31 drawn by the CSPRNG: about 8 × 10^14 codes, not worth guessing. */
export function newReferralCode(): string {
  return Array.from(
    { length: referralCodeLength },
    () => referralCodeAlphabet[randomInt(referralCodeAlphabet.length)],
  ).join('')
}

/** The account's code; the first ask creates it, later ones (concurrent ones too) read it. */
export async function referralCodeOf(
  orm: SandboxOrm,
  customerId: string,
  now: Date,
  draw: () => string = newReferralCode,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [stored] = await orm
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, customerId))
    if (stored) return stored.code
    // a clash with another account's code inserts nothing: the next round draws again
    await orm
      .insert(referralCodes)
      .values({ customerId, code: draw(), createdAt: now.toISOString() })
      .onConflictDoNothing()
  }
  throw new Error(`No free referral code for ${customerId} after five draws`)
}

/** The account a code belongs to, if any. */
export async function referrerOf(orm: SandboxOrm, code: string): Promise<string | undefined> {
  const [row] = await orm
    .select({ customerId: referralCodes.customerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code))
  return row?.customerId
}
