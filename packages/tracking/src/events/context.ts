/** Login state reported in every event (spec section 4). */
export type LoginState = 'logged_in' | 'public'

/**
 * Which custom attribute carries the login state, in both shapes: `customAttribute7` (shape A)
 * and `custom_attribute_7` (shape B). Attribute 7 is the last one both shapes have, so event
 * payloads use 1 to 6 and never collide with it.
 */
export const loginStateAttribute = 7

/** What the portal knows about the page and visitor when an event is sent. */
export interface TrackingContext {
  loggedIn: boolean
  /** Raw customer group; normalised with `toCustomerGroup`. */
  customerGroup?: unknown
  /** The screen, e.g. `offers_table`, `bank_page`, `refer_a_friend` (shape B `context`). */
  page?: string | undefined
  /** ISO country of the portal, e.g. `DE` (shape B `country_platform`). */
  countryPlatform?: string | undefined
  /** `desktop`, `tablet` or `mobile` (shape B `browsing_platform`). */
  browsingPlatform?: string | undefined
  /** Business domain of the page, e.g. `savings` or `investments` (shape B `bips_domain`). */
  bipsDomain?: string | undefined
}

export const loginState = (context: Pick<TrackingContext, 'loggedIn'>): LoginState =>
  context.loggedIn ? 'logged_in' : 'public'
