import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { taxSummaryPdf } from '@/lib/transactions/tax-summary-pdf'
import { exportHeaders, taxYearOf } from '@/lib/transactions/tax-year-export'

/** One year's tax summary as a PDF (pdf-lib, DejaVu Sans), in the address's language. */
export async function GET(_request: Request, context: { params: Promise<{ year: string }> }) {
  const found = await taxYearOf(context)
  if (found instanceof Response) return found
  const { session, summary } = found
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Money.taxSummary' })
  const bytes = await taxSummaryPdf(
    summary,
    {
      title: t('pdfTitle', { year: summary.year }),
      customer: t('pdfCustomer', { number: session.bacNumber ?? '' }),
      columns: {
        bank: t('columns.bank'),
        country: t('columns.country'),
        interest: t('columns.interest'),
        tax: t('columns.tax'),
        net: t('columns.net'),
      },
      unknownBank: t('unknownBank'),
      empty: t('yearEmpty'),
      note: t('pdfNote'),
    },
    locale,
  )
  return new Response(bytes as BodyInit, {
    headers: exportHeaders(
      'application/pdf',
      `tax-summary-${summary.year}-${session.bacNumber}.pdf`,
    ),
  })
}
