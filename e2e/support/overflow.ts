import type { Page } from 'playwright-core'

/** The document's overflow, with what sticks out on the right (elements or text) for the message. */
export async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const wide = document.documentElement.scrollWidth
    if (wide <= width) return null
    const sticksOut = (rect: DOMRect) => rect.width > 0 && rect.right > width + 0.5
    const describe = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''} "${text.trim().slice(0, 40)}"`
    const culprits: string[] = []
    // the outermost elements that stick out (their parent still fits) ...
    for (const element of document.querySelectorAll('body *')) {
      const parent = element.parentElement
      if (
        sticksOut(element.getBoundingClientRect()) &&
        parent &&
        !sticksOut(parent.getBoundingClientRect())
      ) {
        culprits.push(describe(element, element.textContent ?? ''))
      }
    }
    // ... and words wider than their line
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode() && culprits.length < 6) {
      const range = document.createRange()
      range.selectNodeContents(walker.currentNode)
      const parent = walker.currentNode.parentElement
      if (parent && sticksOut(range.getBoundingClientRect()) && parent.checkVisibility()) {
        culprits.push(`text in ${describe(parent, walker.currentNode.textContent ?? '')}`)
      }
    }
    return `${wide}px > ${width}px: ${culprits.slice(0, 6).join(', ')}`
  })
}
