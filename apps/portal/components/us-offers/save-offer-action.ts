'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'
import { parseSavedOffers, savedOffersCookie, toggleSavedOffer } from './saved-offers'

const SaveOfferForm = z.object({
  offerId: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
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
    secure: process.env.NODE_ENV === 'production' && process.env.PORTAL_ENV !== undefined,
    maxAge: 60 * 60 * 24 * 365,
  })
}
