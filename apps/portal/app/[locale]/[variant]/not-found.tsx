import { NotFoundContent } from '@/components/shell/not-found-content'
import { pageBasePath } from '@/lib/page/page-links'

export default async function LocaleNotFound() {
  return <NotFoundContent basePath={await pageBasePath()} />
}
