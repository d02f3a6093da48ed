'use client'

import { useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'
import type { addressState, localOffers, OfferSet } from './local-offers'

async function fetchOfferSet(url: string): Promise<OfferSet> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`offer set ${response.status}`)
  return (await response.json()) as OfferSet
}

export interface LocalOffers {
  offerSet: OfferSet
  localOffers: typeof localOffers
  addressState: typeof addressState
}

/**
 * The tab's whole offer set and the code that answers addresses from it, both fetched once the
 * page is idle so they never compete with the first paint. Until they arrive (or if the set
 * fails) the table keeps working through the server.
 */
export function useLocalOffers(url: string): LocalOffers | undefined {
  const [idle, setIdle] = useState(false)
  const [engine, setEngine] = useState<Pick<LocalOffers, 'localOffers' | 'addressState'>>()
  useEffect(() => {
    let cancelled = false
    function start() {
      setIdle(true)
      import('./local-offers').then(
        (module) => {
          if (!cancelled) setEngine(module)
        },
        () => undefined,
      )
    }
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 200)
      return () => {
        cancelled = true
        window.clearTimeout(timer)
      }
    }
    const handle = window.requestIdleCallback(start, { timeout: 2000 })
    return () => {
      cancelled = true
      window.cancelIdleCallback(handle)
    }
  }, [])
  const { data } = useSWR(idle ? url : null, fetchOfferSet, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  })
  return useMemo(() => (data && engine ? { ...engine, offerSet: data } : undefined), [data, engine])
}
