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
  if (documents.length === 0) return <p data-testid="documents-empty">{t('empty')}</p>
  return (
    <Table data-testid="documents">
      <TableCaption>{t('caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.document')}</TableHead>
          <TableHead>{t('columns.type')}</TableHead>
          <TableHead>{t('columns.date')}</TableHead>
          <TableHead>{t('columns.download')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id} data-testid="document">
            <TableCell className="break-words">{document.title}</TableCell>
            <TableCell>{t(`types.${document.type}`)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {format.dateTime(new Date(document.createdAt), { dateStyle: 'medium' })}
            </TableCell>
            <TableCell>
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
