// Lighthouse performance scores (mobile and desktop) in Debian chromium for key pages.
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import {
  formatMedian,
  formatStalls,
  formatWhy,
  lighthouseScore,
  medianMobileScore,
  mobileRuns,
} from './lib/lighthouse.mjs'

export async function measure({ portalUrl }) {
  const rows = []
  for (const [name, path] of [
    ['offers page', '/de-de'],
    ['login page', '/de-de/login'],
  ]) {
    // The first request of a cached page generates it; measure the page visitors get.
    await (await fetch(`${portalUrl}${path}`)).arrayBuffer()
    const mobile = await medianMobileScore(`${portalUrl}${path}`)
    const desktop = await lighthouseScore(`${portalUrl}${path}`, desktopConfig)
    rows.push(
      {
        measure: `Lighthouse ${name} mobile (median of ${mobileRuns})`,
        value: formatMedian(mobile),
        target: name === 'offers page' ? '>= 98' : undefined,
        met: name === 'offers page' ? mobile.median >= 98 : undefined,
      },
      {
        measure: `Lighthouse ${name} mobile, observed and simulated (medians)`,
        value: formatWhy(mobile),
      },
      {
        measure: `Lighthouse ${name} mobile, first frame held back by Chromium`,
        value: formatStalls(mobile),
      },
      { measure: `Lighthouse ${name} desktop`, value: desktop },
    )
  }
  return rows
}
