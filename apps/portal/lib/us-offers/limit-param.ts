export const defaultLimit = 20
export const limitStep = 20
export const maxLimit = 100

export interface LimitParam {
  limit: number
  adjusted: boolean
}

/** `?limit=` of the load-more link: whole rows between 1 and 100; junk → default with a note. */
export function parseLimitParam(raw: string | string[] | undefined): LimitParam {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined) return { limit: defaultLimit, adjusted: false }
  if (!/^\d{1,6}$/.test(value)) return { limit: defaultLimit, adjusted: true }
  const requested = Number(value)
  const limit = Math.min(Math.max(requested, 1), maxLimit)
  return { limit, adjusted: limit !== requested }
}
