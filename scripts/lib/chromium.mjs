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

/**
 * The headless shell, or with `full` the full browser: the shell's pointer rests over the page at
 * (0, 0) from the start, so a test of what happens before a visitor points at anything needs the
 * full browser, which has no pointer until one moves.
 */
export function launchChromium({ full = false } = {}) {
  return chromium.launch({
    executablePath: full ? chromiumPath : testChromiumPath,
    headless: true,
    args: chromiumArgs,
  })
}
