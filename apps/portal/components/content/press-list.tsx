import type { PressReleasePage } from '@portal/api-clients/contracts/content'
import type { LocaleInfo } from '@portal/domain/locales'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Pagination } from '@portal/ui/pagination'
import { PressReleaseCard } from '@portal/ui/press-release-card'
import { getTranslations } from 'next-intl/server'
import { pageHrefs } from '@/lib/page/page-links'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

type PressListProps = {
  releases: PressReleasePage
  market: LocaleInfo
  pageCount: number
  /** The requested page when it was clamped, for the visible note. */
  requested: string | undefined
}

const dateFormat = { dateStyle: 'long', timeZone: 'UTC' } as const

export async function PressList({ releases, market, pageCount, requested }: PressListProps) {
  const { locale, tag } = market
  const t = await getTranslations({ locale, namespace: 'PressPage' })
  const href = await pageHrefs()
  return (
    <div className="space-y-6">
      {requested !== undefined ? (
        <Alert variant="warning" data-testid="page-note">
          <AlertDescription>
            {t('pageAdjusted', { requested: requested.slice(0, 20), page: releases.page })}
          </AlertDescription>
        </Alert>
      ) : null}
      {releases.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2"
          data-testid="press-list"
          {...trackLinkAttribute({ type: 'press_release_card_click' })}
        >
          {releases.items.map((release) => (
            <li key={release.slug}>
              <PressReleaseCard
                className="h-full"
                headingLevel={2}
                title={release.title}
                teaser={release.teaser}
                href={href('pressRelease', { slug: release.slug })}
                publishedOn={{
                  iso: release.publishedOn,
                  label: new Intl.DateTimeFormat(tag, dateFormat).format(
                    new Date(release.publishedOn),
                  ),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        {...trackLinkAttribute({ type: 'pagination_click' })}
        page={releases.page}
        pageCount={pageCount}
        hrefFor={(page) => href('press', page === 1 ? {} : { query: { page } })}
        labels={{
          navigation: t('paginationLabel'),
          previous: t('previous'),
          next: t('next'),
          page: (page) => t('page', { page }),
        }}
      />
    </div>
  )
}
