'use client'

import { createContext, type RefObject, useContext, useLayoutEffect } from 'react'

/** Shows `url` without asking the server, or answers false to let the router navigate. */
export type LocalNavigation = (url: URL) => boolean

export const LocalNavigationContext = createContext<RefObject<LocalNavigation | null> | null>(null)

/** Lets the offers enhancer hand same-page navigations to `navigate` first. */
export function useLocalNavigation(navigate: LocalNavigation) {
  const slot = useContext(LocalNavigationContext)
  useLayoutEffect(() => {
    if (!slot) return
    slot.current = navigate
    return () => {
      if (slot.current === navigate) slot.current = null
    }
  })
}
