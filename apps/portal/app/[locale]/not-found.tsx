import { NotFoundContent } from '@/components/shell/not-found-content'
import { SiteFooter } from '@/components/shell/site-footer'
import { pageBasePath } from '@/lib/page/page-links'

/** A page variant segment the middleware never writes: the not-found page inside the locale's document. */
export default async function LocaleNotFound() {
  return (
    <>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <NotFoundContent basePath={await pageBasePath()} />
      </main>
      <SiteFooter />
    </>
  )
}
