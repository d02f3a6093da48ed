import type { Document } from '@portal/domain'
import { Link } from '@portal/ui/link'
import { getTranslations } from 'next-intl/server'
import { assetUrl } from '@/lib/content/asset-url'
import { requestLocale } from '@/lib/page/request-locale'

/** Downloadable documents; the logo entry is shown as the logo, not listed. */
export async function DocumentList({
  documents,
  emptyText,
}: {
  documents: Document[]
  emptyText: string
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'PagesCommon' })
  const listed = documents.flatMap((document) => {
    const href = assetUrl(document.url, locale)
    return document.id === 'logo_url' || !href ? [] : [{ ...document, href }]
  })
  if (listed.length === 0) return <p className="text-neutral-700">{emptyText}</p>
  return (
    <ul className="space-y-2" data-testid="document-list">
      {listed.map((document) => (
        <li key={`${document.id}-${document.href}`}>
          <Link href={document.href} external externalLabel={t('opensNewTab')}>
            {document.title}
            {document.mediaType === 'application/pdf' ? ` (${t('documentPdf')})` : ''}
          </Link>
        </li>
      ))}
    </ul>
  )
}
