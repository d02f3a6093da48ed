import { type DepotDocumentType, depotDocumentTypes } from '@portal/api-clients/contracts/documents'

export interface DocumentFilter {
  type: DepotDocumentType | undefined
  year: number | undefined
}

/** The documents page's filter from its query; anything unknown means "all". */
export function readDocumentFilter(
  query: Record<string, string | string[] | undefined>,
): DocumentFilter {
  const type = depotDocumentTypes.find((known) => known === query.type)
  const year =
    typeof query.year === 'string' && /^\d{4}$/.test(query.year) ? Number(query.year) : undefined
  return { type, year: year !== undefined && year >= 2000 && year <= 2100 ? year : undefined }
}

/** The year filter's choices: the years of the documents present, and the one asked for. */
export function documentYears(present: readonly number[], chosen: number | undefined): number[] {
  const years = new Set(present)
  if (chosen !== undefined) years.add(chosen)
  return [...years].sort((a, b) => b - a)
}
