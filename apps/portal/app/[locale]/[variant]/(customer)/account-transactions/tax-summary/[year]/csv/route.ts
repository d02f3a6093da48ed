import { marketOf } from '@portal/domain/markets'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { taxSummaryCsv } from '@/lib/transactions/tax-summary'
import { exportHeaders, taxYearOf } from '@/lib/transactions/tax-year-export'

/** One year's tax summary as CSV in the page's language (session checked here). */
export async function GET(_request: Request, context: { params: Promise<{ year: string }> }) {
  const found = await taxYearOf(context)
  if (found instanceof Response) return found
  const { session, summary } = found
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Money.taxSummary' })
  return new Response(taxSummaryCsv(summary, marketOf(locale).intlTag, t), {
    headers: exportHeaders(
      'text/csv; charset=utf-8',
      `tax-summary-${summary.year}-${session.bacNumber}.csv`,
    ),
  })
}
