// Lighthouse performance scores (mobile and desktop) in Debian chromium for key pages.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'

const chromeFlags = ['--headless', ...chromiumArgs]

async function score(url, config) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    )
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100)
  } finally {
    await chrome.kill()
  }
}

export async function measure({ portalUrl }) {
  const rows = []
  for (const [name, path] of [
    ['offers page', '/de-de'],
    ['login page', '/de-de/login'],
  ]) {
    const mobile = await score(`${portalUrl}${path}`, undefined)
    const desktop = await score(`${portalUrl}${path}`, desktopConfig)
    rows.push(
      {
        measure: `Lighthouse ${name} mobile`,
        value: mobile,
        target: name === 'offers page' ? '>= 98' : undefined,
        met: name === 'offers page' ? mobile >= 98 : undefined,
      },
      { measure: `Lighthouse ${name} desktop`, value: desktop },
    )
  }
  return rows
}
