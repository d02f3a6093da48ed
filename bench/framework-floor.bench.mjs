// The framework's floor on this machine: a bare Next.js app (bench/floor-app) with no middleware,
// styles or client code, measured like the portal. One page holds a heading and a paragraph; the
// other is as large as the portal's offers page, built from its markup, so it shows what Next.js
// and React cost for that content before any of the portal's own code. The portal's Lighthouse
// and SSR figures are read against these.
import { cannon } from './lib/cannon.mjs'
import { formatMedian, formatWhy, medianMobileScore, mobileRuns } from './lib/lighthouse.mjs'
import { fixed } from './lib/table.mjs'

async function documentOf(url) {
  return (await fetch(url)).text()
}

export async function measure({ portalUrl, floorUrl }) {
  const offersHtml = await documentOf(`${portalUrl}/de-de`)
  const sizedKb = Buffer.byteLength(await documentOf(`${floorUrl}/sized`)) / 1024
  const offersKb = Buffer.byteLength(offersHtml) / 1024
  const lighthouse = await medianMobileScore(`${floorUrl}/`)
  const sizedLighthouse = await medianMobileScore(`${floorUrl}/sized`)
  const bare = await cannon(`${floorUrl}/`)
  const sized = await cannon(`${floorUrl}/sized`)
  return [
    {
      measure: `floor: bare Next page Lighthouse mobile (median of ${mobileRuns})`,
      value: formatMedian(lighthouse),
    },
    {
      measure: 'floor: bare Next page mobile, observed and simulated (medians)',
      value: formatWhy(lighthouse),
    },
    {
      measure: `floor: static Next page with the offers markup, Lighthouse mobile (median of ${mobileRuns})`,
      value: formatMedian(sizedLighthouse),
    },
    {
      measure: 'floor: static Next page with the offers markup, observed and simulated (medians)',
      value: formatWhy(sizedLighthouse),
    },
    {
      measure: 'floor: bare Next page req/s, p99 ms (50 conn)',
      value: `${fixed(bare.requests.average, 0)}, ${bare.latency.p99}`,
    },
    {
      measure: `floor: static Next page of ${fixed(sizedKb, 0)} kB (offers ${fixed(offersKb, 0)} kB) req/s, p99 ms`,
      value: `${fixed(sized.requests.average, 0)}, ${sized.latency.p99}`,
    },
  ]
}
