import 'server-only'
import { getTaxSummary } from '@/lib/backend/transactions'
import { checkRole } from '@/lib/customer/authorise'
import { getSession, type Session } from '@/lib/session/get-session'
import type { TaxYearSummary } from '@/lib/transactions/tax-summary'

type YearParams = { params: Promise<{ year: string }> }

const retryLater = { status: 503, headers: { 'retry-after': '10' } }

/**
 * The session and one year's summary for the export route handlers, or the response that
 * answers instead: 401 without a session, 403 when the person's role does not show tax
 * documents, 404 for a year that is no calendar year, 503 when the
 * ledger does not answer. A year without interest is an empty summary.
 */
export async function taxYearOf({
  params,
}: YearParams): Promise<{ session: Session; summary: TaxYearSummary } | Response> {
  const session = await getSession()
  if (!session?.bacNumber) return new Response(null, { status: 401 })
  // the person's `see_tax_documents` right (README roles table), before the ledger is read
  const role = await checkRole(session, 'see_tax_documents')
  if (!role.ok)
    return new Response(null, role.reason === 'forbidden' ? { status: 403 } : retryLater)
  const { year: text } = await params
  const year = Number(text)
  if (!/^\d{4}$/.test(text) || year < 1990 || year > 2200)
    return new Response(null, { status: 404 })
  const outcome = await getTaxSummary(session)
  if (!outcome.ok) {
    return new Response(null, retryLater)
  }
  const summary = outcome.data.find((candidate) => candidate.year === year) ?? { year, rows: [] }
  return { session, summary }
}

export const exportHeaders = (type: string, filename: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
})
