// The browser the story tests of every Storybook run in: Debian's chromium, headless, through
// Playwright (see chromium.mjs for the flags).
import { playwright } from '@vitest/browser-playwright'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

export const storyTestBrowser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' }],
}
