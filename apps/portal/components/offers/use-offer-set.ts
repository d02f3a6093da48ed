'use client'

import { useEffect, useState } from 'react'
import useSWR from 'swr'
import type { OfferSummary } from '@/lib/offers/offer-summary'

export interface OfferSet {
  /** False when the tab has more offers than the set holds: the server must filter then. */
  complete: boolean
  offers: OfferSummary[]
}

async function fetchOfferSet(url: string): Promise<OfferSet> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`offer set ${response.status}`)
  return (await response.json()) as OfferSet
}

/**
 * The tab's whole offer set, fetched once the page is idle so it never competes with the first
 * paint. Until it arrives (or if it fails) the table keeps working through the server.
 */
export function useOfferSet(url: string): OfferSet | undefined {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  const { data } = useSWR(idle ? url : null, fetchOfferSet, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  })
  return data
}
