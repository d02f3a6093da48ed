import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import type { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface OverdraftStateProps {
  /** A settlement account; its balance in minor units may be below zero. */
  account: { currency: string; account: AccountIdentifier; balance: number }
  /** The reference to give the covering transfer. */
  reference: string
  /** The settlement account's latest debit, when the ledger could tell it. */
  cause?: LedgerBooking | undefined
}

/**
 * One settlement account: covered (nothing to do), or overdrawn with the booking that caused it
 * (or, when the ledger could not tell, why it can happen) and the transfer that covers it (from
 * the reference account, to the settlement account's IBAN or routing and account number).
 */
export function OverdraftState({ account, reference, cause }: OverdraftStateProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.overdraft')
  const bookingTypes = useTranslations('Customer.transactions.types')
  const accountTerms = useTranslations('Money.bankAccount')
  const settlement = account.account
  const money = (minor: number) => formatMoney(minor, account.currency, locale)
  if (account.balance >= 0) {
    return (
      <Alert variant="success" data-testid="overdraft-none">
        <AlertDescription>
          {t('none', { currency: account.currency, balance: money(account.balance) })}
        </AlertDescription>
      </Alert>
    )
  }
  const missing = -account.balance
  return (
    <div className="space-y-3" data-testid="overdraft">
      <Alert variant="warning">
        <AlertTitle>{t('negative', { amount: money(missing) })}</AlertTitle>
        <AlertDescription data-testid="overdraft-cause">
          {cause
            ? t('cause', {
                type: bookingTypes(cause.type),
                amount: money(cause.amount),
                date: bookingDate(cause.bookingDate, locale),
              })
            : t('why')}
        </AlertDescription>
      </Alert>
      <p>
        {settlement.scheme === 'aba'
          ? t('coverAba', { amount: money(missing) })
          : t('cover', { amount: money(missing) })}
      </p>
      <DescriptionList>
        {settlement.scheme === 'aba' ? (
          <>
            <DescriptionItem term={accountTerms('routingNumber')}>
              <span className="font-mono">{settlement.routingNumber}</span>
            </DescriptionItem>
            <DescriptionItem term={accountTerms('accountNumber')}>
              <span className="font-mono">{settlement.accountNumber}</span>
            </DescriptionItem>
          </>
        ) : (
          <DescriptionItem term={t('iban')}>
            <span className="font-mono">{settlement.iban}</span>
          </DescriptionItem>
        )}
        <DescriptionItem term={t('reference')}>
          <span className="font-mono">{reference}</span>
        </DescriptionItem>
        <DescriptionItem term={t('amount')}>{money(missing)}</DescriptionItem>
      </DescriptionList>
      <p className="text-sm text-muted-foreground">{t('fromReferenceOnly')}</p>
    </div>
  )
}
