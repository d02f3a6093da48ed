'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@portal/ui/tabs'
import type { ReactNode } from 'react'
import type { OffersTableEvent } from '@/lib/offers/offers-event'

export type OfferRowTabId = 'conditions' | 'descriptions'

interface OfferRowTabsProps {
  offerId: string
  label: string
  tabs: { id: OfferRowTabId; label: string; content: ReactNode }[]
}

/**
 * The opened product details of an offer row as tabs (conditions, the bank's descriptions);
 * switching reports `offer_row_tab` like every other offers-screen event.
 */
export function OfferRowTabs({ offerId, label, tabs }: OfferRowTabsProps) {
  const [first] = tabs
  if (!first) return null
  if (tabs.length === 1) return first.content
  function report(tab: string) {
    const detail: OffersTableEvent = { type: 'offer_row_tab', offerId, tab: tab as OfferRowTabId }
    window.dispatchEvent(new CustomEvent('offers:track', { detail }))
  }
  return (
    <Tabs defaultValue={first.id} onValueChange={report} data-testid="offer-row-tabs">
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} data-testid={`offer-row-tab-${tab.id}`}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
