import { formatPercent } from '@portal/domain/format'
import type { Holding } from '@portal/domain/investments/etf'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

const basisPoints = (value: number) => (value / 10_000).toFixed(4)

/** A mix's funds with their weights and, where costs are discussed, each fund's TER. */
export function EtfWeightTable({
  holdings,
  caption,
  showTer = false,
}: {
  holdings: readonly Holding[]
  caption: string
  showTer?: boolean
}) {
  const t = useTranslations('Investments')
  const locale = usePortalLocale()
  const percent = (value: number) => formatPercent(basisPoints(value), locale)
  return (
    <div className="max-w-full overflow-x-auto">
      <table className={showTer ? 'w-full text-sm' : 'w-full max-w-xl text-sm'}>
        <caption className="text-left font-medium">{caption}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="p-1">
              {t('riskClasses.etf')}
            </th>
            <th scope="col" className="p-1 text-right">
              {t('riskClasses.weight')}
            </th>
            {showTer ? (
              <th scope="col" className="p-1 text-right">
                {t('riskClasses.ter')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {holdings.map(({ etf, weightBasisPoints }) => (
            <tr key={etf.isin} className="border-t border-neutral-200">
              <td className="p-1">{etf.name}</td>
              <td className="p-1 text-right">{percent(weightBasisPoints)}</td>
              {showTer ? <td className="p-1 text-right">{percent(etf.terBasisPoints)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
