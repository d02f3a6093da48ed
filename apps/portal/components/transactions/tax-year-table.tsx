import { formatCountryName, formatMoney } from '@portal/domain/format'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import type { TaxYearSummary } from '@/lib/transactions/tax-summary'

interface TaxYearTableProps {
  summary: TaxYearSummary
  csvHref: string
  pdfHref: string
}

/** One calendar year: interest, withheld tax and net per bank and country, with the exports. */
export function TaxYearTable({ summary, csvHref, pdfHref }: TaxYearTableProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.taxSummary')
  const headingId = `tax-year-${summary.year}`
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="tax-year">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('year', { year: summary.year })}
      </h2>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <a
          className="inline-block py-1 text-primary underline"
          href={csvHref}
          download
          data-testid="tax-csv"
        >
          {t('downloadCsv', { year: summary.year })}
        </a>
        <a
          className="inline-block py-1 text-primary underline"
          href={pdfHref}
          download
          data-testid="tax-pdf"
        >
          {t('downloadPdf', { year: summary.year })}
        </a>
      </p>
      <ul className="space-y-3 sm:hidden" aria-label={t('caption', { year: summary.year })}>
        {summary.rows.map((row) => {
          const money = (minor: number) => formatMoney(minor, row.currency, locale)
          return (
            <li
              key={`${row.bankName}-${row.currency}`}
              className="rounded-md border border-border p-3"
            >
              <p className="font-medium">
                {row.bankName || t('unknownBank')}
                {row.bankCountry ? `, ${formatCountryName(row.bankCountry, locale)}` : ''}
              </p>
              <DescriptionList className="mt-2 grid-cols-1">
                <DescriptionItem term={t('columns.interest')}>
                  {money(row.interest)}
                </DescriptionItem>
                <DescriptionItem term={t('columns.tax')}>{money(row.withheldTax)}</DescriptionItem>
                <DescriptionItem term={t('columns.net')}>
                  {money(row.interest - row.withheldTax)}
                </DescriptionItem>
              </DescriptionList>
            </li>
          )
        })}
      </ul>
      {/* on phones the list above; the table from the sm breakpoint (no sideways scrolling) */}
      <div className="hidden sm:block">
        <Table>
          <TableCaption>{t('caption', { year: summary.year })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.bank')}</TableHead>
              <TableHead>{t('columns.country')}</TableHead>
              <TableHead className="text-right">{t('columns.interest')}</TableHead>
              <TableHead className="text-right">{t('columns.tax')}</TableHead>
              <TableHead className="text-right">{t('columns.net')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {summary.rows.map((row) => {
              const money = (minor: number) => formatMoney(minor, row.currency, locale)
              return (
                <TableRow key={`${row.bankName}-${row.currency}`} data-testid="tax-row">
                  <TableCell className="whitespace-normal">
                    {row.bankName || t('unknownBank')}
                  </TableCell>
                  <TableCell>
                    {row.bankCountry ? formatCountryName(row.bankCountry, locale) : ''}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(row.interest)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(row.withheldTax)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(row.interest - row.withheldTax)}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
    </section>
  )
}
