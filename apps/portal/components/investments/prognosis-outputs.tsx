import type { PrognosisProjection } from '@portal/domain/entities/prognosis'
import { formatMoney, formatPercent } from '@portal/domain/format'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { useLocale, useTranslations } from 'next-intl'

/** The four outputs of spec section 3 and the model's figures behind them. */
export function PrognosisOutputs({ projection }: { projection: PrognosisProjection }) {
  const t = useTranslations('Investments.prognosis')
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, projection.currency, locale)
  return (
    <div className="space-y-2">
      <DescriptionList data-testid="prognosis-outputs" aria-live="polite">
        <DescriptionItem term={t('totalContributions')}>
          <span data-testid="total-contributions">{money(projection.totalContributions)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('totalReturn')}>
          <span data-testid="total-return">{money(projection.totalReturn)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('costsPerYear')}>
          <span data-testid="costs-per-year">{money(projection.costsPerYear)}</span>
        </DescriptionItem>
        <DescriptionItem term={t('finalCapital')}>
          <strong data-testid="final-capital">{money(projection.finalCapital)}</strong>
        </DescriptionItem>
      </DescriptionList>
      <p className="text-sm text-neutral-700">
        {t('assumptions', {
          expectedReturn: formatPercent(projection.expectedReturn, locale),
          volatility: formatPercent(projection.volatility, locale),
          costRate: formatPercent(projection.costRate, locale),
        })}
      </p>
    </div>
  )
}

/** Every year of the path as a table: the chart's figures for screen readers and without script. */
export function PrognosisYearTable({ projection }: { projection: PrognosisProjection }) {
  const t = useTranslations('Investments.prognosis')
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, projection.currency, locale)
  return (
    <details className="max-w-full">
      <summary className="cursor-pointer text-sm text-primary underline">{t('yearTable')}</summary>
      <div className="max-w-full overflow-x-auto">
        <table className="mt-2 w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{t('yearTable')}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                {t('year')}
              </th>
              <th scope="col" className="p-1">
                {t('contributions')}
              </th>
              <th scope="col" className="p-1">
                {t('bad')}
              </th>
              <th scope="col" className="p-1">
                {t('expected')}
              </th>
              <th scope="col" className="p-1">
                {t('good')}
              </th>
            </tr>
          </thead>
          <tbody>
            {projection.path.map((point) => (
              <tr key={point.year} className="border-t border-neutral-200">
                <th scope="row" className="p-1 text-left font-normal">
                  {point.year}
                </th>
                <td className="p-1">{money(point.contributions)}</td>
                <td className="p-1">{money(point.bad)}</td>
                <td className="p-1">{money(point.expected)}</td>
                <td className="p-1">{money(point.good)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
