import { NotFoundContent } from '@/components/shell/not-found-content'
import { pageBasePath } from '@/lib/page/page-links'
import { pageLocale, type VariantParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'

export const generateMetadata = pageTitle('NotFound.title')

/**
 * The not-found page of an address no page has, rendered as a page of its own: the middleware
 * rewrites such an address here with status 404 (lib/middleware/plan-page). A page's own
 * `notFound()` sends Next's empty error document with the content only in the script payload,
 * which a browser without JavaScript shows blank.
 */
export default async function PageNotFound({ params }: { params: VariantParams }) {
  await pageLocale(params)
  return <NotFoundContent basePath={await pageBasePath()} />
}
