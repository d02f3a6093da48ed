import type { KycCase } from '@portal/api-clients/contracts/kyc'
import { Badge } from '@portal/ui/badge'
import { useFormatter, useTranslations } from 'next-intl'

const variantOf = {
  PENDING_DOCUMENTS: 'warning',
  IN_REVIEW: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
} as const

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
            <span className="font-mono">{change.newReferenceAccount.iban}</span>{' '}
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
