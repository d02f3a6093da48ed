/**
 * The shapes of the ids that reach the portal in addresses and forms, written once. Schema-free
 * so browser code can test an id without loading zod; `ids.ts` builds the schemas from them.
 */

/** An offer id as the deposits service issues them, e.g. `de-termbank-12m`. */
export const offerIdPattern = /^[A-Za-z0-9-]{1,100}$/

/** A bank's slug in its page address, e.g. `alpenbank`. */
export const bankSlugPattern = /^[a-z0-9-]{1,100}$/

/** The slug of a content-service record (a CMS page or a press release). */
export const contentSlugPattern = /^[a-z0-9-]{1,120}$/

/** A customer account (BAC) number, e.g. `BAC_1000000001`. */
export const bacNumberPattern = /^BAC_[A-Za-z0-9]+$/

export const isOfferId = (value: unknown): value is string =>
  typeof value === 'string' && offerIdPattern.test(value)

export const isBankSlug = (value: unknown): value is string =>
  typeof value === 'string' && bankSlugPattern.test(value)

export const isContentSlug = (value: unknown): value is string =>
  typeof value === 'string' && contentSlugPattern.test(value)

export const isBacNumber = (value: unknown): value is string =>
  typeof value === 'string' && bacNumberPattern.test(value)
