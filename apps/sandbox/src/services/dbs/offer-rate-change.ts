import type { ChangedOffer } from '@portal/api-clients/contracts/revalidation'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { banks, offers } from '../../db/schema'

/**
 * Sets an offer's nominal and effective rate (a decimal string, e.g. "0.0425"), as a partner bank
 * changing its conditions would. Undefined when there is no such offer.
 */
export async function changeOfferRate(
  orm: SandboxOrm,
  offerId: string,
  rate: string,
): Promise<ChangedOffer | undefined> {
  const [changed] = await orm
    .update(offers)
    .set({ nominalRate: rate, effectiveRate: rate })
    .where(eq(offers.id, offerId))
    .returning({ bankId: offers.bankId })
  if (changed === undefined) return undefined
  const [bank] = await orm
    .select({ slug: banks.slug, countryCode: banks.countryCode })
    .from(banks)
    .where(eq(banks.id, changed.bankId))
  return bank && { offerId, bankSlug: bank.slug, countryCode: bank.countryCode }
}
