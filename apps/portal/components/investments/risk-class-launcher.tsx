'use client'

import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import type { RiskClassProfile } from '@portal/domain/investments/risk-class-profile'
import { Button } from '@portal/ui/button'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTrack } from '@/components/tracking/tracking-provider'

const RiskClassDetailsDialog = lazy(() => import('./risk-class-details'))

/**
 * The button of the risk classes and portfolio details dialog. The dialog (Radix dialog and
 * tabs) is a chunk of its own, fetched on the first click and opened as soon as it is there.
 */
export function RiskClassLauncher({
  profiles,
  initialClass,
}: {
  profiles: readonly RiskClassProfile[]
  initialClass?: PortfolioRiskClass
}) {
  const t = useTranslations('Investments.riskClasses')
  const track = useTrack()
  const button = useRef<HTMLButtonElement>(null)
  const [used, setUsed] = useState(false)
  const [open, setOpen] = useState(false)
  const change = (next: boolean) => {
    setOpen(next)
    track({
      name: 'product_expand',
      productId: `portfolio-${initialClass ?? profiles[0]?.riskClass ?? '30'}`,
      expanded: next,
      component: 'risk_class_details',
    })
  }
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          change(true)
        }}
      >
        {t('open')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <RiskClassDetailsDialog
            profiles={profiles}
            initialClass={initialClass}
            open={open}
            onOpenChange={change}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
