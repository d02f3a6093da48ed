import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { formatMoney } from '@portal/domain/format'
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
import { bookingDate } from '@/lib/transactions/format-transaction'

interface BookingTableProps {
  bookings: readonly LedgerBooking[]
  locale: string
  caption: string
}

/** The ledger's bookings on the customer's accounts: money out negative. */
export function BookingTable({ bookings, locale, caption }: BookingTableProps) {
  const t = useTranslations('Customer.transactions')
  return (
    <Table data-testid="transactions">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.date')}</TableHead>
          <TableHead>{t('columns.type')}</TableHead>
          <TableHead>{t('columns.counterparty')}</TableHead>
          <TableHead>{t('columns.reference')}</TableHead>
          <TableHead className="text-right">{t('columns.amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bookings.map((booking) => {
          const minor = BigInt(booking.amount)
          return (
            <TableRow key={booking.id} data-testid="transaction" data-type={booking.type}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={booking.bookingDate}>
                  {bookingDate(booking.bookingDate, locale)}
                </time>
              </TableCell>
              <TableCell className="whitespace-normal">
                {t(`types.${booking.type}`)}
                <span className="block text-xs text-muted-foreground">
                  {t(`accounts.${booking.account}`)}
                </span>
              </TableCell>
              <TableCell className="whitespace-normal">
                {booking.counterparty ?? t('noCounterparty')}
              </TableCell>
              <TableCell
                className="font-mono text-xs whitespace-normal break-all"
                data-testid="transaction-reference"
              >
                {booking.reference}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(
                  booking.direction === 'DEBIT' ? -minor : minor,
                  booking.currency,
                  locale,
                )}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
