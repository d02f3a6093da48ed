import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { TaxYearTable } from '@/components/transactions/tax-year-table'
import { nothingToRead } from '@/lib/backend/service-result'
import { getTaxSummary } from '@/lib/backend/transactions'
import { checkRole } from '@/lib/customer/authorise'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.taxSummary' })
  return { title: t('title'), robots: { index: false } }
}

/** Per calendar year: interest and withheld tax per bank and country, as CSV and PDF. */
export default async function TaxSummaryPage({ params }: PageProps) {
  const page = await customerPage(params, 'taxSummary')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.taxSummary' })
  const role = await checkRole(page.session, 'see_tax_documents')
  if (!role.ok && role.reason === 'forbidden') {
    return (
      <PageSection headingId="tax-summary-title" title={t('title')} intro={t('intro')}>
        <Alert variant="info" data-testid="tax-summary-forbidden">
          <AlertDescription>{t('forbidden')}</AlertDescription>
        </Alert>
      </PageSection>
    )
  }
  const outcome = await getTaxSummary(page.session)
  return (
    <PageSection headingId="tax-summary-title" title={t('title')} intro={t('intro')}>
      {!outcome.ok && !nothingToRead(outcome.failure) ? (
        <ServiceFailureNotice
          message={t('unavailable')}
          retryLabel={t('retry')}
          testId="tax-summary-error"
        />
      ) : !outcome.ok || outcome.data.length === 0 ? (
        <Alert variant="info" data-testid="tax-summary-empty">
          <AlertDescription>{t('empty')}</AlertDescription>
        </Alert>
      ) : (
        outcome.data.map((summary) => (
          <TaxYearTable
            key={summary.year}
            summary={summary}
            csvHref={href('taxSummaryCsv', { year: summary.year })}
            pdfHref={href('taxSummaryPdf', { year: summary.year })}
          />
        ))
      )}
    </PageSection>
  )
}
