import { LedgerBookingType } from '@portal/api-clients/contracts/savings'
import { z } from 'zod'

/** Rows per page of the transactions list. */
export const bookingsPageSize = 25

/**
 * The transactions list's filters as the address carries them (`?from=&to=&type=&page=`). A
 * value that is not one of them (a mistyped date, an unknown type) is left out, never an error.
 */
export const BookingFilters = z.object({
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  type: LedgerBookingType.optional().catch(undefined),
  page: z.coerce.number().int().positive().max(100_000).catch(1).default(1),
})
export type BookingFilters = z.infer<typeof BookingFilters>

type Search = Record<string, string | string[] | undefined>

export function readBookingFilters(search: Search): BookingFilters {
  const single = (value: string | string[] | undefined) =>
    Array.isArray(value) ? value[0] : value === '' ? undefined : value
  return BookingFilters.parse({
    from: single(search.from),
    to: single(search.to),
    type: single(search.type),
    page: single(search.page),
  })
}

/** The query of these filters (and a page), for links and the CSV export; page 1 is left out. */
export function bookingFiltersQuery(filters: BookingFilters, page = filters.page): string {
  const query = bookingFiltersParams(filters, page).toString()
  return query ? `?${query}` : ''
}

/** The filters (and page) as the list's query, defaults left out. */
export function bookingFiltersParams(filters: BookingFilters, page = filters.page) {
  const params = new URLSearchParams()
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (filters.type) params.set('type', filters.type)
  if (page > 1) params.set('page', String(page))
  return params
}
