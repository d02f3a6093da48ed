// Debian's chromium with the flags that work on these machines (no sandbox as root, no
// background networking: the machine has no internet).
import { chromium } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs })
}
