import { randomUUID } from 'node:crypto'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { WithdrawalFlow } from '@/components/money-out/withdrawal-flow'
import { RetryForm } from '@/components/shell/retry-form'
import type { PortalLocale } from '@/i18n/locales'
import { checkRole } from '@/lib/customer-data/authorise'
import { getMoneyOutSituation } from '@/lib/money-out/money-out-situation'
import { settlementSources } from '@/lib/money-out/money-out-sources'
import { localisedPath } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { submitWithdrawal } from './actions'

interface WithdrawalPanelProps {
  session: Session
  locale: PortalLocale
  /** `settlement`: the customer payout of the settlement account only. */
  scope: 'all' | 'settlement'
}

/**
 * The payout form (or its empty state), or why there is none: a role that may not pay out, no
 * reference account, or an error.
 */
export async function WithdrawalPanel({ session, locale, scope }: WithdrawalPanelProps) {
  const t = await getTranslations({ locale, namespace: 'Money.withdrawal' })
  // a person whose role may not pay out sees why instead of the form (the action refuses too)
  const role = await checkRole(session, 'withdraw')
  if (!role.ok && role.reason === 'forbidden') {
    return (
      <Alert variant="info" data-testid="withdrawal-forbidden">
        <AlertDescription>{t('errors.forbidden')}</AlertDescription>
      </Alert>
    )
  }
  const read = await getMoneyOutSituation(session)
  if (!read.ok) {
    return (
      <div className="space-y-4" data-testid="withdrawal-unavailable">
        <Alert variant="danger">
          <AlertDescription>{t('errors.unavailable')}</AlertDescription>
        </Alert>
        <RetryForm label={t('retry')} />
      </div>
    )
  }
  const situation = read.data
  const sources = scope === 'settlement' ? settlementSources(situation.sources) : situation.sources
  if (!situation.reference) {
    return (
      <Alert variant="warning" data-testid="withdrawal-no-reference">
        <AlertDescription>{t('errors.noReferenceAccount')}</AlertDescription>
      </Alert>
    )
  }
  // The flow shows the empty state itself: after a payout of everything, the page's refresh
  // (the action renews the session cookies) keeps the flow mounted and its confirmation shown.
  return (
    <WithdrawalFlow
      sources={sources}
      reference={situation.reference}
      locale={locale}
      idempotencyKey={randomUUID()}
      action={submitWithdrawal}
      transactionsHref={await localisedPath('/account-transactions')}
    />
  )
}
