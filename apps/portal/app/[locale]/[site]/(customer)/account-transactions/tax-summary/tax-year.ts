import 'server-only'
import { getTaxSummary } from '@/lib/backend/transactions'
import { getSession, type Session } from '@/lib/session/get-session'
import type { TaxYearSummary } from '@/lib/transactions/tax-summary'

type YearParams = { params: Promise<{ year: string }> }

/**
 * The session and one year's summary for the export route handlers, or the response that
 * answers instead: 401 without a session, 404 for a year that is no calendar year, 503 when the
 * ledger does not answer. A year without interest is an empty summary.
 */
export async function taxYearOf({
  params,
}: YearParams): Promise<{ session: Session; summary: TaxYearSummary } | Response> {
  const session = await getSession()
  if (!session?.bacNumber) return new Response(null, { status: 401 })
  const { year: text } = await params
  const year = Number(text)
  if (!/^\d{4}$/.test(text) || year < 1990 || year > 2200)
    return new Response(null, { status: 404 })
  const outcome = await getTaxSummary(session)
  if (outcome.status !== 'loaded') {
    return new Response(null, { status: 503, headers: { 'retry-after': '10' } })
  }
  const summary = outcome.data.find((candidate) => candidate.year === year) ?? { year, rows: [] }
  return { session, summary }
}

export const exportHeaders = (type: string, filename: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
})
