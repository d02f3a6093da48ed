/**
 * Resolves once the page has loaded and the browser is idle (at the latest `timeoutMs` after the
 * load), so work that no visitor waits for (the analytics libraries' evaluation) runs in a task
 * of its own instead of lengthening hydration's. Where `requestIdleCallback` is missing
 * (Safari), a timer after the load stands in.
 */
export function afterFirstIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      } else {
        setTimeout(resolve, 1)
      }
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })
}
