/** A requested page number, clamped into 1..pageCount; `adjusted` says a visible note is due. */
export interface PageNumber {
  page: number
  adjusted: boolean
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** `?page=` as typed by anyone: missing means 1, junk means 1, too large means the last page. */
export function clampPageNumber(raw: string | string[] | undefined, pages: number): PageNumber {
  if (raw === undefined) return { page: 1, adjusted: false }
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined || !/^\d{1,9}$/.test(value)) return { page: 1, adjusted: true }
  const requested = Number(value)
  const page = Math.min(Math.max(requested, 1), Math.max(pages, 1))
  return { page, adjusted: page !== requested }
}
