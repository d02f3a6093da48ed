import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { getTransactions } from '@/lib/backend/transactions'
import type { Session } from '@/lib/session/get-session'
import { RetryForm } from '../retry-form'
import { TransactionTable } from './transaction-table'

/** The list, the empty state, or the error state with a way to try again. */
export async function TransactionsPanel({ session, locale }: { session: Session; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  const outcome = await getTransactions(session)

  if (outcome.status !== 'loaded') {
    return (
      <div className="space-y-4" data-testid="transactions-error">
        <Alert variant="danger">
          <AlertDescription>{t(outcome.status)}</AlertDescription>
        </Alert>
        <RetryForm label={t('retry')} />
      </div>
    )
  }
  if (outcome.transactions.length === 0) {
    return (
      <Alert variant="info" data-testid="transactions-empty">
        <AlertDescription>{t('empty')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <TransactionTable
      transactions={outcome.transactions}
      locale={locale}
      caption={t('caption', { number: session.bacNumber ?? '' })}
    />
  )
}
