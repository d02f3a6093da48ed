'use server'

import { OfferId } from '@portal/domain/ids'
import { cookies } from 'next/headers'
import { z } from 'zod'
import { isDeployed } from '@/lib/security/deployment'
import { parseSavedOffers, savedOffersCookie, toggleSavedOffer } from '@/lib/us-offers/saved-offers'

const SaveOfferForm = z.object({
  offerId: OfferId,
  save: z.enum(['true', 'false']),
})

/** Form action of the save toggle: updates the saved-offers cookie; the page re-renders. */
export async function saveOfferAction(formData: FormData): Promise<void> {
  const parsed = SaveOfferForm.safeParse({
    offerId: formData.get('offerId'),
    save: formData.get('save'),
  })
  if (!parsed.success) return
  const store = await cookies()
  const saved = parseSavedOffers(store.get(savedOffersCookie)?.value)
  const next = toggleSavedOffer(saved, parsed.data.offerId, parsed.data.save === 'true')
  store.set(savedOffersCookie, next.join(','), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isDeployed(),
    maxAge: 60 * 60 * 24 * 365,
  })
}
