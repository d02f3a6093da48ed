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
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { describeBooking } from '@/lib/transactions/booking-description'
import { bookingDate } from '@/lib/transactions/format-transaction'
import { BookingAccountText, BookingPartyText } from './booking-party'

interface BookingTableProps {
  bookings: readonly LedgerBooking[]
  caption: string
}

/**
 * The ledger's bookings on the customer's accounts: money out negative. With none, one row says
 * so (the transactions page shows its own notice instead; this keeps the table from standing
 * empty wherever else it is used).
 */
export function BookingTable({ bookings, caption }: BookingTableProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Customer.transactions')
  return (
    <Table data-testid="transactions">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden sm:table-cell">{t('columns.date')}</TableHead>
          <TableHead>{t('columns.type')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('columns.counterparty')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('columns.reference')}</TableHead>
          <TableHead className="text-right">{t('columns.amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bookings.length === 0 ? (
          <TableRow data-testid="transactions-none">
            <TableCell colSpan={5} className="whitespace-normal text-muted-foreground">
              {t('empty')}
            </TableCell>
          </TableRow>
        ) : null}
        {bookings.map((booking) => {
          const minor = BigInt(booking.amount)
          const { party, account } = describeBooking(booking, locale)
          return (
            <TableRow key={booking.id} data-testid="transaction" data-type={booking.type}>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                <time dateTime={booking.bookingDate}>
                  {bookingDate(booking.bookingDate, locale)}
                </time>
              </TableCell>
              <TableCell className="whitespace-normal">
                {t(`types.${booking.type}`)}
                <span className="block text-xs text-muted-foreground">
                  <span className="sm:hidden">{`${bookingDate(booking.bookingDate, locale)} · `}</span>
                  <BookingAccountText account={account} />
                </span>
              </TableCell>
              <TableCell
                className="hidden whitespace-normal md:table-cell"
                data-testid="transaction-party"
              >
                <BookingPartyText party={party} />
              </TableCell>
              <TableCell
                className="hidden font-mono text-xs whitespace-normal break-all md:table-cell"
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
