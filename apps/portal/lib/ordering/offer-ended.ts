const endedAvailabilities: readonly string[] = ['SOLD_OUT', 'COMING_SOON']

/** An offer that takes no orders (sold out or not yet open). */
export function hasOfferEnded(offer: { availability: string }): boolean {
  return endedAvailabilities.includes(offer.availability)
}
