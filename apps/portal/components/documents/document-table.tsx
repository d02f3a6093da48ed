import type { DepotDocument } from '@portal/api-clients/contracts/documents'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { useFormatter, useTranslations } from 'next-intl'

interface DocumentTableProps {
  documents: readonly DepotDocument[]
  downloadHref: (documentId: string) => string
}

/** The customer's documents with their download (an attachment, served only to them). */
export function DocumentTable({ documents, downloadHref }: DocumentTableProps) {
  const t = useTranslations('CustomerData.documents')
  const format = useFormatter()
  const date = (at: string) => format.dateTime(new Date(at), { dateStyle: 'medium' })
  if (documents.length === 0) return <p data-testid="documents-empty">{t('empty')}</p>
  return (
    <Table data-testid="documents">
      <TableCaption>{t('caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.document')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('columns.type')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('columns.date')}</TableHead>
          <TableHead>{t('columns.download')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id} data-testid="document">
            <TableCell className="whitespace-normal break-words">
              {document.title}
              {/* On a phone type and date go under the title, so the download stays in view. */}
              <span className="block text-xs text-neutral-600 sm:hidden">
                {t(`types.${document.type}`)} · {date(document.createdAt)}
              </span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">{t(`types.${document.type}`)}</TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">
              {date(document.createdAt)}
            </TableCell>
            <TableCell className="whitespace-normal">
              <a
                className="text-primary underline break-all"
                href={downloadHref(document.id)}
                download
              >
                {document.fileName}
              </a>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
