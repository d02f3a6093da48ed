import type { InvestmentsOverview } from '@portal/api-clients/contracts/investments'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { CockpitLinks, PortfolioTotals } from './investments-dashboard'
import { PortfolioCard } from './portfolio-card'

/** `/dashboard/retirement`: the pension portfolios and their value, or the way to start one. */
export function RetirementOverview({
  overview,
  prognosisHref,
  openHref,
  cockpitHref,
  retry,
}: {
  overview: InvestmentsOverview | 'failed'
  prognosisHref: string
  /** The pension opening (`/dashboard/retirement/open`). */
  openHref: string
  cockpitHref: string
  retry?: ReactNode
}) {
  const t = useTranslations('Investments')
  if (overview === 'failed') {
    return (
      <div className="space-y-3">
        <Alert variant="warning" data-testid="investments-failed">
          <AlertTitle>{t('dashboard.failedTitle')}</AlertTitle>
          <AlertDescription>{t('dashboard.failedText')}</AlertDescription>
        </Alert>
        {retry}
      </div>
    )
  }
  const pensions = overview.portfolios.filter((portfolio) => portfolio.kind === 'pension')
  return (
    <div className="space-y-6">
      {pensions.length === 0 ? (
        <section className="space-y-2" data-testid="retirement-empty">
          <h2 className="text-xl font-semibold">{t('retirement.emptyTitle')}</h2>
          <p className="text-neutral-700">{t('retirement.emptyText')}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <a className="text-primary underline" href={openHref}>
              {t('retirement.open')}
            </a>
            <a className="text-primary underline" href={prognosisHref}>
              {t('retirement.toPrognosis')}
            </a>
          </div>
        </section>
      ) : (
        <>
          <PortfolioTotals portfolios={pensions} />
          {pensions.map((portfolio) => (
            <PortfolioCard key={portfolio.id} portfolio={portfolio} />
          ))}
          <a className="inline-block text-primary underline" href={openHref}>
            {t('retirement.open')}
          </a>
        </>
      )}
      <CockpitLinks links={[{ id: 'pension', href: cockpitHref }]} />
    </div>
  )
}
