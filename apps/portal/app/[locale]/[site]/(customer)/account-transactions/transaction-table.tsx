import type { Transaction } from '@portal/api-clients/contracts/transactions'
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
import { bookingDate, signedAmount } from '@/lib/transactions/format-transaction'

interface TransactionTableProps {
  transactions: readonly Transaction[]
  locale: string
  caption: string
}

export async function TransactionTable({ transactions, locale, caption }: TransactionTableProps) {
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
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
        {transactions.map((transaction) => (
          <TableRow key={transaction.id} data-testid="transaction">
            <TableCell className="whitespace-nowrap">
              <time dateTime={transaction.bookingDate}>
                {bookingDate(transaction.bookingDate, locale)}
              </time>
            </TableCell>
            <TableCell>{t(`types.${transaction.type}`)}</TableCell>
            <TableCell>{transaction.counterparty ?? t('noCounterparty')}</TableCell>
            <TableCell className="font-mono text-xs" data-testid="transaction-reference">
              {transaction.reference}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {signedAmount(transaction, locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
