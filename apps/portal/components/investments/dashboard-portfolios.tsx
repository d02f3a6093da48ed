import type { InvestmentsOverview } from '@portal/api-clients/contracts/investments'
import { formatLabelled, formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import type { ServiceResult } from '@/lib/backend/service-result'
import { requestLocale } from '@/lib/page/request-locale'

interface DashboardPortfoliosProps {
  /** Read by the page, streamed in here. */
  investments: Promise<ServiceResult<InvestmentsOverview>>
  investmentsHref: string
}

/**
 * The customer's portfolios beside their savings: value and money paid in of each, and the
 * orders still waiting for execution. Nothing when there are none or they cannot be read (the
 * investments page says why).
 */
export async function DashboardPortfolios({
  investments,
  investmentsHref,
}: DashboardPortfoliosProps) {
  const read = await investments
  if (!read.ok || read.data.portfolios.length === 0) return null
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Investments.dashboard' })
  const classes = await getTranslations({ locale, namespace: 'Investments.prognosis.classes' })
  return (
    <Subsection headingId="dashboard-portfolios-title" title={t('title')}>
      <ul className="space-y-2" data-testid="dashboard-portfolios">
        {read.data.portfolios.map((portfolio) => {
          const money = (minor: number) => formatMoney(minor, portfolio.currency, locale)
          const waiting = portfolio.pendingOrders.reduce((sum, order) => sum + order.amount, 0)
          return (
            <li
              key={portfolio.id}
              className="rounded-lg border border-border p-4"
              data-testid="dashboard-portfolio"
              data-value={portfolio.value}
            >
              <p className="font-medium">
                {portfolio.mix
                  ? t('customMix')
                  : t(portfolio.kind === 'pension' ? 'pensionPortfolio' : 'portfolio', {
                      class: classes(portfolio.riskClass),
                    })}
              </p>
              <p>
                {formatLabelled(t('value'), money(portfolio.value), locale)} ·{' '}
                {formatLabelled(t('invested'), money(portfolio.invested), locale)}
              </p>
              {waiting > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {formatLabelled(t('pendingOrders'), money(waiting), locale)}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <a className="inline-block py-1 text-primary underline" href={investmentsHref}>
        {t('title')}
      </a>
    </Subsection>
  )
}
