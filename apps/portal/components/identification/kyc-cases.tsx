import type { KycCase } from '@portal/api-clients/contracts/kyc'
import { Badge } from '@portal/ui/badge'
import { useFormatter, useTranslations } from 'next-intl'

const variantOf = {
  PENDING_DOCUMENTS: 'warning',
  IN_REVIEW: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
} as const

/** The new account as its scheme names it: the IBAN, or routing and account number. */
function NewAccount({ account }: { account: KycCase['newReferenceAccount'] }) {
  const t = useTranslations('CustomerData.referenceAccount')
  if (!('scheme' in account)) return <span className="font-mono">{account.iban}</span>
  return (
    <span>
      {t('routingNumber')} <span className="font-mono">{account.routingNumber}</span>,{' '}
      {t('accountNumber')} <span className="font-mono">{account.accountNumber}</span>
    </span>
  )
}

/** Reference-account changes and their state: pending until the bank's KYC case approves. */
export function KycCases({ cases }: { cases: readonly KycCase[] }) {
  const t = useTranslations('CustomerData.kycCases')
  const format = useFormatter()
  if (cases.length === 0) return null
  return (
    <section aria-labelledby="kyc-cases-title" className="space-y-2" data-testid="kyc-cases">
      <h2 id="kyc-cases-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <ul className="space-y-2">
        {cases.map((change) => (
          <li key={change.id} className="break-words">
            <Badge variant={variantOf[change.status]}>{t(`statuses.${change.status}`)}</Badge>{' '}
            <NewAccount account={change.newReferenceAccount} />{' '}
            {t('requestedOn', {
              date: format.dateTime(new Date(change.createdAt), { dateStyle: 'medium' }),
            })}
            {change.rejectionReason ? ` — ${change.rejectionReason}` : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
