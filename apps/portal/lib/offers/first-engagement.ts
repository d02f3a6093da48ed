/** Events that show a visitor is using the page: hovering, touching, tabbing or typing. */
export const engagementEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']

/** Whether the pointer is over the page or focus is in it already (before the listeners were up). */
export function engagedAlready(document: Document): boolean {
  const focused = document.activeElement
  return (
    document.querySelector(':hover') !== null ||
    (focused !== null && focused !== document.body && focused !== document.documentElement)
  )
}

/**
 * Calls `start` once, at the visitor's first pointer, touch, focus or key event anywhere on the
 * page (import on interaction), or at once if `already` says the visitor engaged before the page
 * could listen. Returns a function that stops listening.
 */
export function onFirstEngagement(
  target: EventTarget,
  start: () => void,
  already: () => boolean = () => false,
): () => void {
  if (already()) {
    start()
    return () => {}
  }
  const options = { capture: true, passive: true } as const
  function stop() {
    for (const type of engagementEvents) target.removeEventListener(type, engaged, options)
  }
  function engaged() {
    stop()
    start()
  }
  for (const type of engagementEvents) target.addEventListener(type, engaged, options)
  return stop
}
