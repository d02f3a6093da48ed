import { isOfferId } from '@portal/domain/id-patterns'

/** Saved US offers live in a cookie (works without JavaScript): ids, comma-separated. */
export const savedOffersCookie = 'us_saved_offers'
export const maxSavedOffers = 50

export function parseSavedOffers(value: string | undefined): string[] {
  if (!value) return []
  const ids = value.split(',').filter(isOfferId)
  return [...new Set(ids)].slice(0, maxSavedOffers)
}

/** Adds or removes one id; the newest saved come last and the oldest drop off beyond the max. */
export function toggleSavedOffer(saved: readonly string[], id: string, save: boolean): string[] {
  if (!isOfferId(id)) return [...saved]
  const without = saved.filter((existing) => existing !== id)
  return save ? [...without, id].slice(-maxSavedOffers) : without
}
