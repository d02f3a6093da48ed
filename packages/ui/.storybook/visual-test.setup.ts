// After each story test (render, play, axe in the light theme): axe again in the dark theme,
// then four screenshots, each theme at phone and at desktop width, compared pixel for pixel with
// the committed baselines (visual/baselines). A changed pixel fails with a diff image in
// visual/diffs; a missing baseline fails on CI.
import axe from 'axe-core'
import { afterEach } from 'vitest'
import { page } from 'vitest/browser'
import type { StoryTheme } from './theme-decorator'

const shots: { theme: StoryTheme; name: 'phone' | 'desktop'; width: number }[] = [
  { theme: 'light', name: 'phone', width: 390 },
  { theme: 'dark', name: 'phone', width: 390 },
  { theme: 'light', name: 'desktop', width: 1280 },
  { theme: 'dark', name: 'desktop', width: 1280 },
]
const height = 800

// Nothing moves and no caret blinks. The story's canvas is padded like Storybook's, so focus
// rings at its edge are inside the screenshot; a page with something portalled to <body>
// (dialog, select list) is shot whole, at least as tall as the viewport.
const still = document.createElement('style')
still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
body { margin: 0; }
body > .visual-canvas { padding: 1rem; }
body.visual-whole-page { min-height: 100vh; }`
document.head.append(still)

type A11yParameters = {
  test?: string
  context?: axe.ElementContext
  config?: axe.Spec
  options?: axe.RunOptions
}

async function expectNoViolations(parameters: A11yParameters | undefined) {
  if (parameters?.test === 'off' || parameters?.test === 'todo') return
  if (parameters?.config) axe.configure(parameters.config)
  const results = await axe.run(parameters?.context ?? document.body, parameters?.options ?? {})
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  if (violations.length > 0) throw new Error(`axe in the dark theme:\n${violations.join('\n')}`)
}

/**
 * Every image of the page loaded and decoded (or failed): a lazily loaded logo painted while it
 * was still decoding clipped its rounded corners differently, 19 pixels off the baseline in CI.
 */
async function imagesDecoded() {
  // a lazy image outside the viewport never loads: its decode would wait for ever
  const atMost = () => new Promise((resolve) => setTimeout(resolve, 3_000))
  await Promise.all(
    [...document.images].map((image) =>
      Promise.race([image.decode().catch(() => undefined), atMost()]),
    ),
  )
}

/** The story's canvas, or the whole page when something is portalled next to it. */
function subject() {
  const children = [...document.body.children].filter(
    (child) => !child.classList.contains('sb-wrapper') && child.tagName !== 'svg',
  )
  const [canvas, ...portalled] = children
  const whole = portalled.length > 0 || !canvas
  document.body.classList.toggle('visual-whole-page', whole)
  canvas?.classList.add('visual-canvas')
  return whole || !canvas ? document.body : canvas
}

afterEach(async (context) => {
  const story = (context as { story?: { parameters: { a11y?: A11yParameters } } }).story
  if (!story || context.task.result?.state === 'fail') return
  const root = document.documentElement
  try {
    root.dataset.puiTheme = 'dark'
    await expectNoViolations(story.parameters.a11y)
    for (const { theme, name, width } of shots) {
      await page.viewport(width, height)
      await document.fonts.ready
      await imagesDecoded()
      root.dataset.puiTheme = theme
      await context.expect(page.elementLocator(subject())).toMatchScreenshot(`${theme}-${name}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
        screenshotOptions: { scale: 'css' },
      })
    }
  } finally {
    root.dataset.puiTheme = 'light'
    document.body.classList.remove('visual-whole-page')
  }
})
