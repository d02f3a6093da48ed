import { PageSection } from '@portal/ui/section'
import { TabLink, TabLinks } from '@portal/ui/tab-links'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { DetailsSkeleton } from '@/components/customer/details-skeleton'
import { ComposeForm } from '@/components/postbox/compose-form'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { isForeignThread } from '@/lib/postbox/foreign-thread'
import { postboxContents } from '@/lib/postbox/postbox-contents'
import { postboxFolders, readPostboxQuery } from '@/lib/postbox/postbox-view'
import { requestBasePath, requestHref } from '@/lib/routing/request-href'
import { sendPostboxMessage } from './actions'
import { PostboxPanel } from './postbox-panel'

type PageProps = {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('postbox.title'), robots: { index: false } }
}

/** Postbox (spec: /postbox/messages; `action=write-message` opens a new message). */
export default async function PostboxPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'postboxMessages')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const query = readPostboxQuery(await searchParams)
  // another customer's (or no) thread: 404 with its status, decided before the page streams
  if (
    query.threadId &&
    !query.writing &&
    (await isForeignThread(page.session, page.locale, query.threadId))
  )
    notFound()
  const href = await requestHref()
  return (
    <PageSection headingId="postbox-title" title={t('postbox.title')}>
      <nav
        aria-label={t('postbox.folders')}
        className="flex flex-wrap items-end justify-between gap-3"
      >
        <TabLinks>
          {postboxFolders.map((folder) => (
            <TabLink
              key={folder}
              href={href('postboxMessages', { query: { folder } })}
              current={!query.writing && !query.threadId && query.folder === folder}
            >
              {t(`postbox.folder.${folder}`)}
            </TabLink>
          ))}
        </TabLinks>
        <a
          className="text-primary underline"
          href={href('postboxMessages', { query: { action: 'write-message' } })}
        >
          {t('postbox.write')}
        </a>
      </nav>
      {query.writing ? (
        <section aria-labelledby="compose-title" className="space-y-3">
          <h2 id="compose-title" className="text-xl font-semibold">
            {t('postbox.newMessage')}
          </h2>
          <ComposeForm action={sendPostboxMessage} basePath={await requestBasePath()} />
        </section>
      ) : (
        <Suspense fallback={<DetailsSkeleton label={t('loading')} />}>
          <PostboxPanel
            contents={postboxContents(page.session, page.locale, query)}
            query={query}
            href={href}
          />
        </Suspense>
      )}
    </PageSection>
  )
}
