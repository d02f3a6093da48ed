'use client'

import { useSyncExternalStore } from 'react'

const addressEvent = 'offers:address'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(addressEvent, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(addressEvent, onChange)
  }
}

/**
 * The search part of the address, updated at once when `pushAddress` is called and on back and
 * forward. (Next's useSearchParams follows pushState too, but in a transition: a frame or more
 * later.) Null while rendering on the server and hydrating: the server's render stands then.
 */
export function useAddressSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  )
}

/** Adds an entry to the history without a navigation (Next keeps its router in step). */
export function pushAddress(href: string) {
  window.history.pushState(null, '', href)
  window.dispatchEvent(new Event(addressEvent))
}
