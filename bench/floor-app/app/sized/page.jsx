import { readFileSync } from 'node:fs'

/**
 * A static page as large as the portal's offers page, built from its markup without scripts
 * (bench/framework-floor.bench.mjs writes the file before the build). It shows what Next alone
 * costs to serve that many bytes.
 */
export default function SizedFloorPage() {
  const file = process.env.FLOOR_MARKUP_FILE
  const markup = file ? readFileSync(file, 'utf8') : ''
  // The portal's own server-rendered markup, read at build time, for measuring only.
  return <div dangerouslySetInnerHTML={{ __html: markup }} />
}
