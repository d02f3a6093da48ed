'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { bootstrapValues, browserFlagOptions, localClientSideId } from '@/lib/flags/browser-options'
import type { FlagBootstrap } from '@/lib/flags/browser-profile'

const FlagValues = createContext<Record<string, unknown>>({})

/**
 * Feature flags in the browser: the values of the server's evaluation at once, then the browser
 * SDK started from the same bootstrap (no flag request, `streaming: false`, and no events or goals
 * without a client-side id, i.e. locally). Flag changes the SDK reports update the values.
 */
export function FlagsProvider({ flags, children }: { flags: FlagBootstrap; children: ReactNode }) {
  const [values, setValues] = useState(() => bootstrapValues(flags.bootstrap))
  useEffect(() => {
    let closed = false
    let close: (() => void) | undefined
    void import('@launchdarkly/js-client-sdk').then(async ({ createClient }) => {
      if (closed) return
      const client = createClient(
        flags.clientSideId ?? localClientSideId,
        flags.context,
        browserFlagOptions(flags.clientSideId),
      )
      close = () => void client.close()
      client.on('change', () => setValues(client.allFlags()))
      await client.start({ bootstrap: flags.bootstrap })
    })
    return () => {
      closed = true
      close?.()
    }
  }, [flags])
  return <FlagValues.Provider value={values}>{children}</FlagValues.Provider>
}

/** One flag's value, or the default when unknown or of another type than the default. */
export function useFlag<T extends boolean | number | string>(key: string, defaultValue: T): T {
  const value = useContext(FlagValues)[key]
  return typeof value === typeof defaultValue ? (value as T) : defaultValue
}
