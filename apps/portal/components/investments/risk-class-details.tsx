'use client'

import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { formatPercent } from '@portal/domain/format'
import type { RiskClassProfile } from '@portal/domain/investments/risk-class-profile'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@portal/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@portal/ui/tabs'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

const basisPoints = (value: number) => (value / 10_000).toFixed(4)
const fraction = (value: number) => value.toFixed(6)

function RiskScale({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <ol aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4, 5, 6, 7].map((step) => (
          <li
            key={step}
            className={`flex size-6 items-center justify-center rounded text-xs ${
              step === value
                ? 'bg-primary text-primary-foreground'
                : 'bg-neutral-100 text-neutral-700'
            }`}
          >
            {step}
          </li>
        ))}
      </ol>
      <span className="text-sm">{label}</span>
    </div>
  )
}

function ProfilePanel({ profile }: { profile: RiskClassProfile }) {
  const t = useTranslations('Investments.riskClasses')
  const locale = useLocale()
  const percent = (rate: string) => formatPercent(rate, locale)
  const { split, assumptions, oneYearRange } = profile
  return (
    <div className="space-y-4" data-testid={`risk-class-${profile.riskClass}`}>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t('split')}</dt>
          <dd>
            {t('splitValue', {
              equity: percent(basisPoints(split.equity)),
              bond: percent(basisPoints(split.bond)),
              moneyMarket: percent(basisPoints(split.moneyMarket)),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('riskIndicator')}</dt>
          <dd>
            <RiskScale
              value={profile.riskIndicator}
              label={t('riskIndicatorValue', { value: profile.riskIndicator })}
            />
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('expectedReturn')}</dt>
          <dd>{percent(fraction(oneYearRange.expected))}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('range')}</dt>
          <dd>
            {t('rangeValue', {
              bad: percent(fraction(oneYearRange.bad)),
              good: percent(fraction(oneYearRange.good)),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('costs')}</dt>
          <dd>
            {t('costsValue', {
              total: percent(fraction(assumptions.costRate)),
              fee: percent(basisPoints(profile.managementFeeBasisPoints)),
              ter: percent(basisPoints(profile.weightedTerBasisPoints)),
            })}
          </dd>
        </div>
      </dl>
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">{t('etfs')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="p-1">
                {t('etf')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('weight')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('ter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {profile.holdings.map(({ etf, weightBasisPoints }) => (
              <tr key={etf.isin} className="border-t border-neutral-200 align-top">
                <td className="p-1">
                  <span className="block">{etf.name}</span>
                  <span className="block text-xs text-neutral-700">{etf.isin}</span>
                </td>
                <td className="p-1 text-right tabular-nums">
                  {percent(basisPoints(weightBasisPoints))}
                </td>
                <td className="p-1 text-right tabular-nums">
                  {percent(basisPoints(etf.terBasisPoints))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/**
 * The risk classes and portfolio details modal (spec section 2): for each class the equity and
 * bond split, the ETFs with weights and costs, the risk indicator and the one-year range.
 * A Radix dialog: focus moves in and back (`onClosed`), Escape closes, the tabs follow the arrow
 * keys. Loaded on first use by `RiskClassLauncher`, so a page's first load does without it.
 */
export default function RiskClassDetailsDialog({
  profiles,
  initialClass,
  open,
  onOpenChange,
  onClosed,
}: {
  profiles: readonly RiskClassProfile[]
  initialClass?: PortfolioRiskClass | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to: the button that opened the dialog. */
  onClosed: () => void
}) {
  const t = useTranslations('Investments.riskClasses')
  const classes = useTranslations('Investments.prognosis.classes')
  const [current, setCurrent] = useState<string>(initialClass ?? profiles[0]?.riskClass ?? '30')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onClosed()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={current} onValueChange={setCurrent}>
          <TabsList aria-label={t('tabsLabel')} className="flex h-auto flex-wrap">
            {profiles.map((profile) => (
              <TabsTrigger key={profile.riskClass} value={profile.riskClass}>
                {classes(profile.riskClass)}
              </TabsTrigger>
            ))}
          </TabsList>
          {profiles.map((profile) => (
            <TabsContent key={profile.riskClass} value={profile.riskClass}>
              <ProfilePanel profile={profile} />
            </TabsContent>
          ))}
        </Tabs>
        <p className="text-xs text-neutral-700">{t('disclaimer')}</p>
      </DialogContent>
    </Dialog>
  )
}
