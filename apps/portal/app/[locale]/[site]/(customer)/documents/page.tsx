import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DocumentFilterForm } from '@/components/customer-data/document-filter-form'
import { DocumentTable } from '@/components/customer-data/document-table'
import { LoadError } from '@/components/customer-data/load-error'
import { PageSection } from '@/components/shell/page-section'
import { listDocuments } from '@/lib/backend/documents'
import { customerPage } from '@/lib/customer/customer-page'
import { readDocumentFilter } from '@/lib/customer-data/document-filter'
import { localisedPath } from '@/lib/routing/get-region'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'

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
  const result = bacNumber
    ? await listDocuments(page.session, bacNumber, {
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.year ? { year: filter.year } : {}),
      })
    : null
  const root = await localisedPath('')
  const thisYear = new Date().getUTCFullYear()
  const years = Array.from({ length: 8 }, (_, index) => thisYear - index)
  return (
    <PageSection
      headingId="documents-title"
      title={t('documents.title')}
      intro={t('documents.intro')}
    >
      <DocumentFilterForm filter={filter} years={years} />
      {result?.data ? (
        <DocumentTable
          documents={result.data.items}
          downloadHref={(id) => `${root}/documents/${encodeURIComponent(id)}/download`}
        />
      ) : (
        <LoadError message={t('documents.failed')} testId="documents-error" />
      )}
    </PageSection>
  )
}
