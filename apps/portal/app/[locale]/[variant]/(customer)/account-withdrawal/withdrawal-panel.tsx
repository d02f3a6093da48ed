import { randomUUID } from 'node:crypto'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { WithdrawalFlow } from '@/components/money-out/withdrawal-flow'
import { RetryForm } from '@/components/shell/retry-form'
import type { ServiceResult } from '@/lib/backend/service-result'
import type { MoneyOutSituation } from '@/lib/money-out/money-out-situation'
import { settlementSources } from '@/lib/money-out/money-out-sources'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { submitWithdrawal } from './actions'

interface WithdrawalPanelProps {
  /** Read by the page, streamed in here. */
  situation: Promise<'forbidden' | ServiceResult<MoneyOutSituation>>
  /** `settlement`: the customer payout of the settlement account only. */
  scope: 'all' | 'settlement'
}

/**
 * The payout form (or its empty state), or why there is none: a role that may not pay out, no
 * reference account, or an error.
 */
export async function WithdrawalPanel({ situation, scope }: WithdrawalPanelProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Money.withdrawal' })
  const read = await situation
  // a person whose role may not pay out sees why instead of the form (the action refuses too)
  if (read === 'forbidden') {
    return (
      <Alert variant="info" data-testid="withdrawal-forbidden">
        <AlertDescription>{t('errors.forbidden')}</AlertDescription>
      </Alert>
    )
  }
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
  const { sources: all, reference } = read.data
  const sources = scope === 'settlement' ? settlementSources(all) : all
  if (!reference) {
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
      reference={reference}
      idempotencyKey={randomUUID()}
      action={submitWithdrawal}
      transactionsHref={(await requestHref())('accountTransactions')}
    />
  )
}
