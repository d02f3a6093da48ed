import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DocumentFilterForm } from '@/components/documents/document-filter-form'
import { DocumentTable } from '@/components/documents/document-table'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { listDocuments } from '@/lib/backend/documents'
import { getAccountContext } from '@/lib/customer/account-context'
import { customerPage } from '@/lib/customer/customer-page'
import { visibleDocumentTypes } from '@/lib/documents/authorise-documents'
import { documentYears, readDocumentFilter } from '@/lib/documents/document-filter'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'

type PageProps = {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('documents.title'), robots: { index: false } }
}

/** Documents (spec: /documents): confirmations, statements, tax summaries and uploads. */
export default async function DocumentsPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'documents')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const filter = readDocumentFilter(await searchParams)
  const bacNumber = page.session.bacNumber
  // the role decides the types: tax documents need `see_tax_documents` (README roles table)
  const account = await getAccountContext(page.session)
  const types = account.ok ? visibleDocumentTypes(account.data.actions) : undefined
  const forbidden = filter.type !== undefined && types !== undefined && !types.includes(filter.type)
  const result =
    bacNumber && !forbidden
      ? await listDocuments(page.session, bacNumber, {
          ...(filter.type ? { type: filter.type } : {}),
          ...(filter.year ? { year: filter.year } : {}),
        })
      : null
  const href = await requestHref()
  const years = documentYears(result?.ok ? result.data.years : [], filter.year)
  return (
    <PageSection
      headingId="documents-title"
      title={t('documents.title')}
      intro={t('documents.intro')}
    >
      <DocumentFilterForm filter={filter} years={years} {...(types ? { types } : {})} />
      {forbidden ? (
        <Alert variant="info" data-testid="documents-forbidden">
          <AlertDescription>{t('documents.forbidden')}</AlertDescription>
        </Alert>
      ) : result?.ok ? (
        <DocumentTable
          documents={result.data.items}
          downloadHref={(id) => href('documentDownload', { documentId: id })}
        />
      ) : (
        <ServiceFailureNotice
          message={t('documents.failed')}
          retryLabel={t('retry')}
          testId="documents-error"
        />
      )}
    </PageSection>
  )
}
