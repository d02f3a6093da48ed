/** Saved US offers live in a cookie (works without JavaScript): ids, comma-separated. */
export const savedOffersCookie = 'us_saved_offers'
export const maxSavedOffers = 50

const offerId = /^[A-Za-z0-9-]{1,100}$/

export function parseSavedOffers(value: string | undefined): string[] {
  if (!value) return []
  const ids = value.split(',').filter((id) => offerId.test(id))
  return [...new Set(ids)].slice(0, maxSavedOffers)
}

/** Adds or removes one id; the newest saved come last and the oldest drop off beyond the max. */
export function toggleSavedOffer(saved: readonly string[], id: string, save: boolean): string[] {
  if (!offerId.test(id)) return [...saved]
  const without = saved.filter((existing) => existing !== id)
  return save ? [...without, id].slice(-maxSavedOffers) : without
}
