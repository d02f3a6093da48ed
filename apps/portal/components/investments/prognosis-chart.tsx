'use client'

import type { PrognosisProjection } from '@portal/domain/entities/prognosis'
import { formatMoney } from '@portal/domain/format'
import { useLocale, useTranslations } from 'next-intl'
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/**
 * The interactive prognosis chart (recharts): the good–bad band, the expected path and the
 * paid-in amounts per year. Loaded lazily by the calculator, never in a page's first load.
 */
export default function PrognosisChart({ projection }: { projection: PrognosisProjection }) {
  const t = useTranslations('Investments.prognosis')
  const locale = useLocale()
  const money = (minor: number) => formatMoney(minor, projection.currency, locale)
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
  const data = projection.path.map((point) => ({
    ...point,
    band: [point.bad, point.good] as [number, number],
  }))
  return (
    <div className="h-64 w-full" data-testid="prognosis-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
          <XAxis dataKey="year" tickLine={false} />
          <YAxis
            width={48}
            tickFormatter={(minor: number) => compact.format(minor / 100)}
            tickLine={false}
          />
          <Tooltip
            formatter={(value) =>
              Array.isArray(value)
                ? `${money(Number(value[0]))} – ${money(Number(value[1]))}`
                : money(Number(value))
            }
            labelFormatter={(year) => t('yearLabel', { year: Number(year) })}
          />
          <Legend />
          <Area
            dataKey="band"
            name={t('range')}
            stroke="none"
            fill="#2563eb"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            dataKey="contributions"
            name={t('contributions')}
            stroke="#525252"
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="good"
            name={t('good')}
            stroke="#15803d"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="bad"
            name={t('bad')}
            stroke="#b91c1c"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="expected"
            name={t('expected')}
            stroke="#1d4ed8"
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}
