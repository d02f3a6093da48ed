// The browser the story tests of the portal's Storybook run in: Debian's chromium headless
// shell where installed, through Playwright (see chromium.mjs for the flags).
import { playwright } from '@vitest/browser-playwright'
import { chromiumArgs, testChromiumPath } from './chromium.mjs'

export const storyTestBrowser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' }],
}
