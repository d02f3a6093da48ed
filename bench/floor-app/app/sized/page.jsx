import { floorMarkup } from '../floor-markup'

/**
 * A static page as large as the portal's offers page, built from its markup without scripts
 * (bench/framework-floor.bench.mjs writes the file before the build). It shows what Next alone
 * costs to serve that many bytes.
 */
export default function SizedFloorPage() {
  return <div dangerouslySetInnerHTML={{ __html: floorMarkup() }} />
}
