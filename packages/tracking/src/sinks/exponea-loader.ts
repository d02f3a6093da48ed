/** The part of the Exponea web SDK the portal uses, as its vendor snippet exposes it. */
export interface ExponeaSdk {
  initialize?: (options: { token: string; target?: string | undefined }) => void
  start?: () => void
  track: (eventName: string, properties: Record<string, unknown>) => void
}

export interface ExponeaLoaderOptions {
  /** URL of the vendor's SDK script. */
  sdkUrl: string
  projectToken: string
  /** API endpoint of the SDK; the vendor's default when absent. */
  target?: string | undefined
  /** CSP nonce for the injected script tag. */
  nonce?: string | undefined
}

export type ExponeaState = 'loading' | 'ready' | 'unavailable'

declare global {
  interface Window {
    exponea?: ExponeaSdk
  }
}

/** Script tag of the vendor snippet: async, with the page's nonce. */
export function exponeaScript(doc: Document, options: ExponeaLoaderOptions): HTMLScriptElement {
  const script = doc.createElement('script')
  script.src = options.sdkUrl
  script.async = true
  if (options.nonce) script.nonce = options.nonce
  script.dataset.tracking = 'exponea'
  return script
}

/**
 * Loads the SDK once: injects the script, and on load initialises it with the project token.
 * `onSettled` receives the SDK, or undefined when the script failed or exposed no `exponea`.
 */
export function loadExponea(
  options: ExponeaLoaderOptions,
  onSettled: (sdk: ExponeaSdk | undefined) => void,
): void {
  const script = exponeaScript(document, options)
  script.addEventListener('load', () => {
    const sdk = window.exponea
    if (!sdk || typeof sdk.track !== 'function') return onSettled(undefined)
    try {
      sdk.initialize?.({ token: options.projectToken, target: options.target })
      sdk.start?.()
      onSettled(sdk)
    } catch {
      onSettled(undefined)
    }
  })
  script.addEventListener('error', () => onSettled(undefined))
  document.head.appendChild(script)
}
