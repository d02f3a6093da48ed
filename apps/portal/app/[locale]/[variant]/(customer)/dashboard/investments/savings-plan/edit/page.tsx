import { formatMoney } from '@portal/domain/format'
import { PageSection } from '@portal/ui/section'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { SavingsPlanEditFlow } from '@/components/investments/savings-plan-edit-flow'
import { RetryForm } from '@/components/shell/retry-form'
import { getInvestmentsOverview, getPortfolio } from '@/lib/backend/investments'
import { nothingToRead } from '@/lib/backend/service-result'
import { checkRole } from '@/lib/customer/authorise'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { savingsPlanAction } from './actions'

export const generateMetadata = pageTitle('Investments.savingsPlan.title')

/** Legacy `InvestmentProducts/savingsPlan/edit`: amount, day, pause and resume, with an mTAN. */
export default async function SavingsPlanEditPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const screen = await investmentScreen(params, 'savingsPlanEdit', 'investments')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments' })
  const { portfolio: asked } = await searchParams
  // without a portfolio (the legacy route) the first one with a savings plan
  const overview =
    typeof asked === 'string' ? undefined : await getInvestmentsOverview(screen.session)
  const id =
    typeof asked === 'string'
      ? asked
      : overview?.ok
        ? (overview.data.portfolios.find((candidate) => candidate.savingsPlan)?.id ??
          overview.data.portfolios[0]?.id)
        : undefined
  if (id === undefined) {
    return (
      <PageSection headingId="savings-plan-title" title={t('savingsPlan.title')}>
        <p>{t('savingsPlan.noPlan')}</p>
      </PageSection>
    )
  }
  const portfolio = await getPortfolio(screen.session, id)
  // a person whose role may not invest sees the plan, not the form (the action refuses too)
  const role = await checkRole(screen.session, 'invest')
  const roleForbids = !role.ok && role.reason === 'forbidden'
  if (!portfolio.ok && nothingToRead(portfolio.failure)) notFound()
  const plan = portfolio.ok ? portfolio.data.savingsPlan : null
  return (
    <PageSection headingId="savings-plan-title" title={t('savingsPlan.title')}>
      <InvestmentsMessagesProvider>
        {!portfolio.ok ? (
          <RetryForm label={t('dashboard.retry')} />
        ) : plan ? (
          <div className="space-y-4">
            <p data-testid="current-plan">
              {t('savingsPlan.current', {
                amount: formatMoney(plan.amount, 'EUR', screen.locale),
                day: plan.dayOfMonth,
              })}
              {plan.pause ? ` ${t('savingsPlan.paused')}` : ''}
            </p>
            <p className="text-sm text-neutral-700">{t('savingsPlan.leadTime')}</p>
            {roleForbids ? (
              <p data-testid="plan-forbidden">{t('savingsPlan.errors.roleForbidden')}</p>
            ) : (
              <SavingsPlanEditFlow
                portfolioId={id}
                action={savingsPlanAction}
                initialState={{
                  step: 'details',
                  values: {
                    action: plan.pause ? 'resume' : 'change',
                    amount: String(plan.amount / 100),
                    day: String(plan.dayOfMonth),
                    pauseUntil: '',
                  },
                }}
              />
            )}
          </div>
        ) : (
          <p>{t('savingsPlan.noPlan')}</p>
        )}
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
