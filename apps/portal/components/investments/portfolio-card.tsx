import type { Portfolio } from '@portal/api-clients/contracts/investments'
import { formatMoney } from '@portal/domain/format'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { ValueHistorySvg } from './value-history-svg'

/** One portfolio of the dashboard: figures, value over time, holdings, pending orders, plan. */
export function PortfolioCard({
  portfolio,
  savingsPlanHref,
}: {
  portfolio: Portfolio
  savingsPlanHref?: string
}) {
  const t = useTranslations('Investments.dashboard')
  const classes = useTranslations('Investments.prognosis.classes')
  const locale = useLocale()
  const format = useFormatter()
  const money = (minor: number) => formatMoney(minor, portfolio.currency, locale)
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium' })
  const headingId = `portfolio-${portfolio.id}`
  const plan = portfolio.savingsPlan
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-neutral-200 p-4"
      data-testid="portfolio"
    >
      <header>
        <h2 id={headingId} className="text-xl font-semibold">
          {portfolio.mix
            ? t('customMix')
            : t(portfolio.kind === 'pension' ? 'pensionPortfolio' : 'portfolio', {
                class: classes(portfolio.riskClass),
              })}
        </h2>
        <p className="text-sm text-neutral-700">
          {t('openedOn', { date: date(portfolio.openedOn) })}
        </p>
      </header>
      <DescriptionList>
        <DescriptionItem term={t('value')}>
          <strong data-testid="portfolio-value">{money(portfolio.value)}</strong>
        </DescriptionItem>
        <DescriptionItem term={t('invested')}>{money(portfolio.invested)}</DescriptionItem>
        <DescriptionItem term={t('performance')}>
          <span data-testid="portfolio-performance">{money(portfolio.performance)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('costsPaid')}>
          <span data-testid="portfolio-costs">{money(portfolio.costsPaid)}</span>
        </DescriptionItem>
      </DescriptionList>
      <div className="space-y-1">
        <h3 className="font-medium">{t('history')}</h3>
        {portfolio.history.length >= 2 ? (
          <ValueHistorySvg points={portfolio.history} label={t('history')} />
        ) : (
          <p className="text-sm text-neutral-700">{t('historyEmpty')}</p>
        )}
      </div>
      <div className="space-y-1">
        <h3 className="font-medium">{t('holdings')}</h3>
        {portfolio.holdings.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('holdingsEmpty')}</p>
        ) : (
          <div className="max-w-full overflow-x-auto">
            <table className="w-full text-sm" data-testid="holdings">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="p-1">
                    {t('fund')}
                  </th>
                  <th scope="col" className="p-1 text-right">
                    {t('units')}
                  </th>
                  <th scope="col" className="p-1 text-right">
                    {t('value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {portfolio.holdings.map((holding) => (
                  <tr key={holding.isin} className="border-t border-neutral-200 align-top">
                    <td className="p-1">
                      <span className="block">{holding.name}</span>
                      <span className="block text-xs text-neutral-700">
                        {holding.isin} · {t('price')} {money(holding.price)}
                      </span>
                    </td>
                    <td className="p-1 text-right tabular-nums">
                      {format.number(Number(holding.units), { maximumFractionDigits: 3 })}
                    </td>
                    <td className="p-1 text-right tabular-nums">{money(holding.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {portfolio.pendingOrders.length > 0 ? (
        <div className="space-y-1">
          <h3 className="font-medium">{t('pendingOrders')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="pending-orders">
            {portfolio.pendingOrders.map((order) => (
              <li key={order.id}>
                {t('pendingOrder', {
                  kind: t(`orderKind.${order.kind}`),
                  amount: money(order.amount),
                  placed: date(order.placedOn),
                  execution: date(order.executionDate),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="space-y-1 text-sm">
        <h3 className="font-medium">{t('savingsPlan')}</h3>
        {plan ? (
          <>
            <p>
              {t('savingsPlanValue', { amount: money(plan.amount), day: plan.dayOfMonth })}
              {plan.pause ? ` · ${t('savingsPlanPaused')}` : ''}
            </p>
            {plan.nextExecution ? (
              <p>{t('savingsPlanNext', { date: date(plan.nextExecution) })}</p>
            ) : null}
            {savingsPlanHref ? (
              <a className="text-primary underline" href={savingsPlanHref}>
                {t('editSavingsPlan')}
              </a>
            ) : null}
          </>
        ) : (
          <p>{t('noSavingsPlan')}</p>
        )}
      </div>
    </section>
  )
}
