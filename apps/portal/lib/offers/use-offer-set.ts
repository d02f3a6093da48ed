'use client'

import { useEffect, useMemo, useState } from 'react'
import { engagedAlready, onFirstEngagement } from '@/lib/offers/first-engagement'
import type * as LocalEngine from './local-offers'
import type { OfferSet } from './local-offers'
import { offerSetCache } from './offer-set-cache'

const offerSetOf = offerSetCache(async (url: string): Promise<OfferSet> => {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`offer set ${response.status}`)
  return (await response.json()) as OfferSet
})

/** The loaded set, and the code that filters it and renders what it answers. */
export type LocalOffers = typeof LocalEngine & { offerSet: OfferSet }

/**
 * The tab's whole offer set and the code that answers addresses from it, both fetched when the
 * visitor first engages with the page (pointer, touch, focus or key): a visitor who only looks
 * downloads and runs neither, and the first paint never competes with them. Until they arrive (or
 * if the set fails) the table keeps working through the server.
 */
export function useLocalOffers(url: string): LocalOffers | undefined {
  const [wanted, setWanted] = useState(false)
  const [engine, setEngine] = useState<typeof LocalEngine>()
  useEffect(() => {
    let cancelled = false
    const stop = onFirstEngagement(
      window,
      () => {
        setWanted(true)
        import('./local-offers').then(
          (module) => {
            if (!cancelled) setEngine(module)
          },
          () => undefined,
        )
      },
      () => engagedAlready(document),
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [])
  const [loaded, setLoaded] = useState<{ url: string; set: OfferSet }>()
  useEffect(() => {
    if (!wanted) return
    let current = true
    offerSetOf(url).then(
      (set) => {
        if (current) setLoaded({ url, set })
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted, url])
  const data = loaded?.url === url ? loaded.set : undefined
  return useMemo(() => (data && engine ? { ...engine, offerSet: data } : undefined), [data, engine])
}
