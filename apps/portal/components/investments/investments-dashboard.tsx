import type { InvestmentsOverview, Portfolio } from '@portal/api-clients/contracts/investments'
import { formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { PortfolioCard } from './portfolio-card'

export interface CockpitLink {
  id: 'etf' | 'crypto' | 'pension'
  href: string
}

/** The `auth?next=` handovers to the external cockpits (spec section 2). */
export function CockpitLinks({ links }: { links: readonly CockpitLink[] }) {
  const t = useTranslations('Investments.dashboard')
  if (links.length === 0) return null
  return (
    <nav aria-label={t('cockpits')} className="flex flex-wrap gap-4 text-sm">
      {links.map((link) => (
        <a key={link.id} className="text-primary underline" href={link.href}>
          {t(`${link.id}Cockpit`)}
        </a>
      ))}
    </nav>
  )
}

/** Value, paid in, performance and costs of several portfolios together. */
export function PortfolioTotals({ portfolios }: { portfolios: readonly Portfolio[] }) {
  const t = useTranslations('Investments.dashboard')
  const locale = useLocale()
  const sum = (pick: (p: Portfolio) => number) => portfolios.reduce((s, p) => s + pick(p), 0)
  const money = (minor: number) => formatMoney(minor, 'EUR', locale)
  return (
    <section aria-label={t('totals')} className="rounded-xl bg-neutral-50 p-4">
      <DescriptionList>
        <DescriptionItem term={t('value')}>
          <strong data-testid="total-value">{money(sum((p) => p.value))}</strong>
        </DescriptionItem>
        <DescriptionItem term={t('invested')}>{money(sum((p) => p.invested))}</DescriptionItem>
        <DescriptionItem term={t('performance')}>
          {money(sum((p) => p.performance))}
        </DescriptionItem>
        <DescriptionItem term={t('costsPaid')}>{money(sum((p) => p.costsPaid))}</DescriptionItem>
      </DescriptionList>
    </section>
  )
}

/** The loading, failed and empty states, and the portfolios of `/dashboard/investments`. */
export function InvestmentsDashboard({
  overview,
  cockpits,
  advisorHref,
  configuratorHref,
  savingsPlanHref,
  retry,
}: {
  overview: InvestmentsOverview | 'failed'
  cockpits: readonly CockpitLink[]
  advisorHref: string
  configuratorHref: string
  /** The savings plan edit page of a portfolio. */
  savingsPlanHref: (portfolioId: string) => string
  /** The try-again form of the failed state. */
  retry?: ReactNode
}) {
  const t = useTranslations('Investments.dashboard')
  if (overview === 'failed') {
    return (
      <div className="space-y-3">
        <Alert variant="warning" data-testid="investments-failed">
          <AlertTitle>{t('failedTitle')}</AlertTitle>
          <AlertDescription>{t('failedText')}</AlertDescription>
        </Alert>
        {retry}
      </div>
    )
  }
  const managed = overview.portfolios.filter((portfolio) => portfolio.kind === 'managed')
  // a first or a further portfolio: by the robo-advisor or a mix of the customer's own
  const newPortfolio = (
    <div className="flex flex-wrap gap-4">
      <a className="text-primary underline" href={advisorHref}>
        {t('startAdvisor')}
      </a>
      <a className="text-primary underline" href={configuratorHref}>
        {t('startConfigurator')}
      </a>
    </div>
  )
  return (
    <div className="space-y-6">
      {managed.length === 0 ? (
        <section className="space-y-2" data-testid="investments-empty">
          <h2 className="text-xl font-semibold">{t('emptyTitle')}</h2>
          <p className="text-neutral-700">{t('emptyText')}</p>
          {newPortfolio}
        </section>
      ) : (
        <>
          <PortfolioTotals portfolios={managed} />
          {managed.map((portfolio) => (
            <PortfolioCard
              key={portfolio.id}
              portfolio={portfolio}
              savingsPlanHref={savingsPlanHref(portfolio.id)}
            />
          ))}
          {newPortfolio}
        </>
      )}
      <CockpitLinks links={cockpits} />
    </div>
  )
}
