/**
 * How the portal reads from the backend, written once. Public marketplace and CMS data is shared
 * by every visitor: cached for the spec's 300 s (section 9) under tags that the revalidation
 * webhook (app/api/revalidate) names when the data changes. Personal data is never cached.
 */
export const publicRevalidateSeconds = 300

export function publicRead(...tags: string[]) {
  return { next: { revalidate: publicRevalidateSeconds, tags } }
}

export const personalRead = { cache: 'no-store' } as const

/*
 * Personal reads are never stored, but each is wrapped in React's `cache()` keyed by the access
 * token and its arguments: one server render asks each distinct call at most once, however many
 * parts of the page need it. React scopes that cache to one request, so nothing read for one
 * customer outlives the response or reaches another request. Writes and byte streams are not
 * wrapped, nor are answers that change within a request (the local SMS outbox).
 */

/** Every cache tag, so the reads and the revalidation agree on their names. */
export const cacheTags = {
  offers: 'offers',
  offer: (offerId: string) => `offer:${offerId}`,
  offersOfCountry: (countryCode: string) => `offers:country:${countryCode}`,
  usOffers: 'offers:us',
  topOffers: (productType: string) => `offers:top:${productType}`,
  offerTerms: 'offer-terms',
  offerTermsOf: (offerId: string) => `offer-terms:${offerId}`,
  banks: 'banks',
  bank: (slug: string) => `bank:${slug}`,
  content: 'content',
  contentPage: (slug: string) => `content:${slug}`,
  pressReleases: 'press-releases',
  pressRelease: (slug: string) => `press-release:${slug}`,
  assets: 'assets',
} as const
