import { taxSummaryCsv } from '@/lib/transactions/tax-summary'
import { exportHeaders, taxYearOf } from '@/lib/transactions/tax-year-export'

/** One year's tax summary as CSV (session checked here, amounts as decimal strings). */
export async function GET(_request: Request, context: { params: Promise<{ year: string }> }) {
  const found = await taxYearOf(context)
  if (found instanceof Response) return found
  const { session, summary } = found
  return new Response(taxSummaryCsv(summary), {
    headers: exportHeaders(
      'text/csv; charset=utf-8',
      `tax-summary-${summary.year}-${session.bacNumber}.csv`,
    ),
  })
}
