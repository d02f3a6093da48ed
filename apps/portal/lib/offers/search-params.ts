import type { CreditRating, SortOrder } from '@portal/domain'
import { creditRatings, sortOrders } from '@portal/domain/enumeration-values'
import { OfferId } from '@portal/domain/ids'
import { taxResidences } from '@portal/domain/money/tax-residence'
// zod/mini: the same schemas, but tree-shaken, so the offers screen's browser bundle stays small.
import { z } from 'zod/mini'
import {
  bankCountries,
  defaultSort,
  maxComparedOffers,
  maxLoadedPages,
  sortKeys,
  termOptions,
} from './filter-options'

export { defaultSort } from './filter-options'

export type SearchParams = Record<string, string | string[] | undefined>

/** Why a search parameter was not used as given; shown to the visitor as a note. */
export type InputNoteReason = 'ignored' | 'clamped' | 'tooMany' | 'hidden' | 'pageClamped'
export interface InputNote {
  param: string
  reason: InputNoteReason
}

export interface OffersTableState {
  term?: number
  country?: string
  rating?: CreditRating
  /** Investment amount in major units of the market currency, as a canonical decimal string. */
  amount?: string
  /** The foreign currency chosen (ISO 4217); absent: the market's own currency. */
  foreignCurrency?: string
  flexgeld?: boolean
  sort: (typeof sortKeys)[number]
  order: SortOrder
  page: number
  more: number
  residence?: string
  compare: string[]
}

const maxAmount = 1_000_000_000

const checkbox = z.pipe(
  z.enum(['1', 'true', 'on']),
  z.transform(() => true),
)
const positiveInt = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)),
  z.int().check(z.minimum(1)),
)
const amount = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d+([.,]\d{1,2})?$/)),
  z.transform((value: string) => value.replace(',', '.').replace(/^0+(?=\d)/, '')),
)
const upperCase = z.pipe(
  z.string(),
  z.transform((value: string) => value.toUpperCase()),
)

const fields = {
  term: z.pipe(z.coerce.number(), z.literal(termOptions)),
  country: z.pipe(upperCase, z.enum(bankCountries)),
  rating: z.enum(creditRatings),
  fx: z.pipe(upperCase, z.string().check(z.regex(/^[A-Z]{3}$/))),
  flex: checkbox,
  sort: z.enum(sortKeys),
  order: z.enum(sortOrders),
  residence: z.pipe(upperCase, z.enum(taxResidences)),
} as const

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value
  return text === undefined || text === '' ? undefined : text
}

/**
 * Search parameters of the offers table, field by field with `safeParse`: a bad value never
 * fails the page, it is dropped (or clamped) and reported as a note.
 */
export function parseOffersSearchParams(params: SearchParams): {
  state: OffersTableState
  notes: InputNote[]
} {
  const notes: InputNote[] = []
  function read<T>(param: keyof typeof fields, schema: z.ZodMiniType<T>): T | undefined {
    const raw = first(params[param])
    if (raw === undefined) return undefined
    const parsed = schema.safeParse(raw)
    if (!parsed.success) notes.push({ param, reason: 'ignored' })
    return parsed.success ? parsed.data : undefined
  }

  const sort = read('sort', fields.sort)
  const order = read('order', fields.order)
  return {
    state: {
      term: read('term', fields.term),
      country: read('country', fields.country),
      rating: read('rating', fields.rating),
      amount: readAmount(first(params.amount), notes),
      foreignCurrency: read('fx', fields.fx),
      flexgeld: read('flex', fields.flex),
      sort: sort ?? defaultSort.sort,
      order: order ?? (sort ? 'asc' : defaultSort.order),
      page: readCount(first(params.page), 'page', 1, Number.MAX_SAFE_INTEGER, notes) ?? 1,
      more: readCount(first(params.more), 'more', 0, maxLoadedPages - 1, notes) ?? 0,
      residence: read('residence', fields.residence),
      compare: readCompare(params.compare, notes),
    },
    notes,
  }
}

function readAmount(raw: string | undefined, notes: InputNote[]): string | undefined {
  if (raw === undefined) return undefined
  const parsed = amount.safeParse(raw)
  if (!parsed.success) {
    notes.push({ param: 'amount', reason: 'ignored' })
    return undefined
  }
  if (Number(parsed.data) > maxAmount) {
    notes.push({ param: 'amount', reason: 'clamped' })
    return String(maxAmount)
  }
  return parsed.data
}

function readCount(
  raw: string | undefined,
  param: string,
  min: number,
  max: number,
  notes: InputNote[],
): number | undefined {
  if (raw === undefined) return undefined
  const parsed = (
    min === 0
      ? z.union([
          z.pipe(
            z.literal('0'),
            z.transform(() => 0),
          ),
          positiveInt,
        ])
      : positiveInt
  ).safeParse(raw)
  if (!parsed.success) {
    notes.push({ param, reason: 'ignored' })
    return undefined
  }
  if (parsed.data > max) {
    notes.push({ param, reason: 'clamped' })
    return max
  }
  return parsed.data
}

function readCompare(raw: string | string[] | undefined, notes: InputNote[]): string[] {
  const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(','))
  const ids = [...new Set(values.map((value) => value.trim()).filter(Boolean))]
  const valid = ids.filter((id) => OfferId.safeParse(id).success)
  if (valid.length < ids.length) notes.push({ param: 'compare', reason: 'ignored' })
  if (valid.length > maxComparedOffers) notes.push({ param: 'compare', reason: 'tooMany' })
  return valid.slice(0, maxComparedOffers)
}

/** URLSearchParams in the shape Next passes to pages (repeated keys become arrays). */
export function searchParamsRecord(params: URLSearchParams): SearchParams {
  const record: Record<string, string | string[]> = {}
  for (const [key, value] of params) {
    const existing = record[key]
    record[key] =
      existing === undefined
        ? value
        : Array.isArray(existing)
          ? [...existing, value]
          : [existing, value]
  }
  return record
}
