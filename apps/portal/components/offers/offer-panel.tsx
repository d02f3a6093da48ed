'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Disclosure, DisclosureContent, DisclosureSummary } from '@portal/ui/disclosure'
import { Skeleton } from '@portal/ui/skeleton'
import { useTranslations } from 'next-intl'
import { type ComponentProps, useState } from 'react'
import {
  loadOfferPanel,
  type OfferPanelParts,
  type OfferPanelRequest,
} from '@/app/[locale]/[variant]/(marketplace)/offer-panel-actions'
import { hrefsFor } from '@/lib/routing/href'
import type { OfferRowTabs } from './offer-row-tabs'

type PanelState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; parts: OfferPanelParts; tabs: typeof OfferRowTabs | null }

interface OfferPanelProps extends Omit<ComponentProps<'details'>, 'onToggle' | 'children'> {
  summary: string
  request: OfferPanelRequest
}

/**
 * A product or bank disclosure of an offer row whose content is rendered on the server the first
 * time it opens, so the table ships only what its rows show.
 */
export function OfferPanel({ summary, request, ...props }: OfferPanelProps) {
  const t = useTranslations('Offers')
  // The offer page: every detail without JavaScript, and before the panel has loaded.
  const fallbackHref = hrefsFor(request.basePath)('offer', { id: request.offerId })
  const [state, setState] = useState<PanelState>({ status: 'idle' })

  function load() {
    setState({ status: 'loading' })
    // The tabs of product details load with their content: no page pays for them before a visitor
    // opens one.
    const tabs =
      request.panel === 'product'
        ? import('./offer-row-tabs').then((module) => module.OfferRowTabs)
        : null
    Promise.all([loadOfferPanel(request), tabs]).then(
      ([parts, tabs]) => setState(parts ? { status: 'loaded', parts, tabs } : { status: 'failed' }),
      () => setState({ status: 'failed' }),
    )
  }

  return (
    <Disclosure
      {...props}
      onToggle={(event) => {
        if (event.currentTarget.open && state.status === 'idle') load()
      }}
    >
      <DisclosureSummary>{summary}</DisclosureSummary>
      <DisclosureContent>
        {state.status === 'loaded' ? (
          <LoadedPanel
            parts={state.parts}
            tabs={state.tabs}
            offerId={request.offerId}
            label={summary}
          />
        ) : state.status === 'loading' ? (
          <div role="status" className="space-y-2 py-2" data-testid="panel-loading">
            <span className="sr-only">{t('detailsLoading')}</span>
            <Skeleton className="w-2/3" />
            <Skeleton className="w-1/2" />
            <Skeleton className="w-3/4" />
          </div>
        ) : state.status === 'failed' ? (
          <Alert variant="danger" data-testid="panel-failed">
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {t('detailsFailed')}
              <Button type="button" variant="outline" size="sm" onClick={load}>
                {t('detailsRetry')}
              </Button>
              <a href={fallbackHref} className="text-sm text-primary underline">
                {t('allDetails')}
              </a>
            </AlertDescription>
          </Alert>
        ) : (
          <a href={fallbackHref} className="text-sm text-primary underline">
            {t('allDetails')}
          </a>
        )}
      </DisclosureContent>
    </Disclosure>
  )
}

interface LoadedPanelProps {
  parts: OfferPanelParts
  tabs: typeof OfferRowTabs | null
  offerId: string
  label: string
}

function LoadedPanel({ parts, tabs: Tabs, offerId, label }: LoadedPanelProps) {
  const t = useTranslations('Offers')
  if (parts.panel === 'bank') return parts.content
  if (Tabs === null) return parts.conditions // product panels always load their tabs
  const tabs: ComponentProps<typeof OfferRowTabs>['tabs'] = [
    { id: 'conditions', label: t('tabConditions'), content: parts.conditions },
  ]
  if (parts.descriptions) {
    tabs.push({ id: 'descriptions', label: t('tabDescriptions'), content: parts.descriptions })
  }
  return <Tabs offerId={offerId} label={label} tabs={tabs} />
}
