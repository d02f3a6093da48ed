// After each story test (render, play, axe in the light theme): axe again in the dark theme,
// then a screenshot of the page in both themes at phone and desktop width, compared pixel for
// pixel with the committed baseline (visual/baselines). A missing baseline fails on CI.
import axe from 'axe-core'
import { afterEach } from 'vitest'
import { page } from 'vitest/browser'
import type { StoryTheme } from './theme-decorator'

const themes: StoryTheme[] = ['light', 'dark']
const widths = { phone: 390, desktop: 1280 }
const height = 800

// Nothing moves and no caret blinks; the page is at least as tall as the viewport, so a dialog
// (fixed, portalled to <body>) is inside the screenshot of <body>.
const still = document.createElement('style')
still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
body { min-height: 100vh; margin: 0; }`
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

afterEach(async (context) => {
  const story = (context as { story?: { parameters: { a11y?: A11yParameters } } }).story
  if (!story || context.task.result?.state === 'fail') return
  const root = document.documentElement
  try {
    for (const theme of themes) {
      root.dataset.puiTheme = theme
      if (theme === 'dark') await expectNoViolations(story.parameters.a11y)
      for (const [name, width] of Object.entries(widths)) {
        await page.viewport(width, height)
        await document.fonts.ready
        await context
          .expect(page.elementLocator(document.body))
          .toMatchScreenshot(`${theme}-${name}`, {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
            screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          })
      }
    }
  } finally {
    root.dataset.puiTheme = 'light'
  }
})
