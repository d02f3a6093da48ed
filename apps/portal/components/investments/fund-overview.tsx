import type { PrognosisProjection } from '@portal/domain/entities/prognosis'
import { formatPercent } from '@portal/domain/format'
import type { PortfolioProfile } from '@portal/domain/investments/portfolio-profile'
import { useLocale, useTranslations } from 'next-intl'
import { EtfWeightTable } from './etf-weight-table'
import { PrognosisOutputs, PrognosisYearTable } from './prognosis-outputs'
import { PrognosisPathSvg } from './prognosis-path-svg'

const basisPoints = (value: number) => (value / 10_000).toFixed(4)
const fraction = (value: number) => value.toFixed(6)

/** The configurator's fund overview: the mix's split, funds, costs, risk, range and prognosis. */
export function FundOverview({
  profile,
  projection,
}: {
  profile: PortfolioProfile
  projection: PrognosisProjection
}) {
  const t = useTranslations('Investments')
  const locale = useLocale()
  const percent = (rate: string) => formatPercent(rate, locale)
  return (
    <div className="space-y-6" data-testid="fund-overview">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t('riskClasses.split')}</dt>
          <dd>
            {t('riskClasses.splitValue', {
              equity: percent(basisPoints(profile.split.equity)),
              bond: percent(basisPoints(profile.split.bond)),
              moneyMarket: percent(basisPoints(profile.split.moneyMarket)),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('riskClasses.riskIndicator')}</dt>
          <dd>{t('riskClasses.riskIndicatorValue', { value: profile.riskIndicator })}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('riskClasses.range')}</dt>
          <dd>
            {t('riskClasses.rangeValue', {
              bad: percent(fraction(profile.oneYearRange.bad)),
              good: percent(fraction(profile.oneYearRange.good)),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('riskClasses.costs')}</dt>
          <dd data-testid="mix-costs">
            {t('riskClasses.costsValue', {
              total: percent(fraction(profile.assumptions.costRate)),
              fee: percent(basisPoints(profile.managementFeeBasisPoints)),
              ter: percent(basisPoints(profile.weightedTerBasisPoints)),
            })}
          </dd>
        </div>
      </dl>
      <EtfWeightTable holdings={profile.holdings} caption={t('riskClasses.etfs')} showTer />
      <section aria-labelledby="mix-prognosis" className="space-y-3">
        <h2 id="mix-prognosis" className="text-xl font-semibold">
          {t('configurator.prognosisHeading')}
        </h2>
        <p className="text-sm text-neutral-700">{t('configurator.prognosisNote')}</p>
        <PrognosisOutputs projection={projection} />
        <PrognosisPathSvg path={projection.path} label={t('prognosis.chartLabel')} />
        <PrognosisYearTable projection={projection} />
      </section>
    </div>
  )
}
