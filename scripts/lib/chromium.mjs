// Debian's chromium with the flags that work on these machines (no sandbox as root, no
// background networking: the machine has no internet).
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/**
 * The full browser: the design system's pixel baselines are made with it (its stories took as
 * long in the headless shell: they wait on screenshots, not on the CPU).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's chromium-headless-shell (package of the same name: the headless mode without the
 * browser's UI layer) for every browser test that compares no pixels. On one e2e file it used
 * 35 s of CPU where the full browser used 77 s. Without the package, the full browser.
 */
const shellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell'
export const testChromiumPath = existsSync(shellPath) ? shellPath : chromiumPath

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchChromium() {
  return chromium.launch({ executablePath: testChromiumPath, headless: true, args: chromiumArgs })
}
