import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { bookingDate } from '@/lib/transactions/format-transaction'

/** The deposit's own bookings from the ledger, newest first; money out is negative. */
export async function DepositBookings({ bookings }: { bookings: readonly LedgerBooking[] }) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.deposit' })
  return (
    <Subsection headingId="deposit-bookings-title" title={t('bookingsTitle')}>
      {bookings.length === 0 ? (
        <p data-testid="bookings-empty">{t('bookingsEmpty')}</p>
      ) : (
        <Table data-testid="deposit-bookings">
          <TableCaption className="sr-only">{t('bookingsCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="hidden sm:table-cell">{t('columns.date')}</TableHead>
              <TableHead>{t('columns.type')}</TableHead>
              <TableHead className="text-right">{t('columns.amount')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bookings.map((booking) => (
              <TableRow key={booking.id} data-testid="deposit-booking">
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  <time dateTime={booking.bookingDate}>
                    {bookingDate(booking.bookingDate, locale)}
                  </time>
                </TableCell>
                {/* on phones the date goes under the type: three columns do not fit 320 px */}
                <TableCell className="whitespace-normal">
                  {t(`bookingTypes.${booking.type}`)}
                  <span className="block text-xs break-all text-muted-foreground">
                    <span className="sm:hidden">{`${bookingDate(booking.bookingDate, locale)} · `}</span>
                    {booking.reference}
                  </span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatMoney(
                    booking.direction === 'DEBIT'
                      ? -BigInt(booking.amount)
                      : BigInt(booking.amount),
                    booking.currency,
                    locale,
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Subsection>
  )
}
