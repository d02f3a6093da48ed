import type { LocaleInfo } from '@portal/domain/locales'
import { PressReleaseCard } from '@portal/ui/press-release-card'
import { getTranslations } from 'next-intl/server'
import type { HomeHighlights as Highlights } from '@/lib/content/home-highlights'
import { pageLinkBase } from '@/lib/page/page-links'
import { hrefsFor } from '@/lib/routing/href'
import { basePathOf } from '@/lib/routing/link-base'
import { trackLinkAttribute } from '@/lib/tracking/track-link'
import { ContentBlockView } from './content-blocks'

const dateFormat = { dateStyle: 'long', timeZone: 'UTC' } as const

/**
 * Below the offers on the home page: the CMS media tiles and clickable cards and the latest
 * press articles, so that their analytics events (§7) fire on a page visitors reach. Server
 * rendered; the clicks are reported by the delegated `data-track-link` listener.
 */
export async function HomeHighlights({
  market,
  highlights,
}: {
  market: LocaleInfo
  highlights: Highlights | null
}) {
  const t = await getTranslations({ locale: market.locale, namespace: 'ContentPage' })
  if (!highlights || (highlights.blocks.length === 0 && highlights.releases.length === 0)) {
    return null
  }
  const links = await pageLinkBase()
  const href = hrefsFor(basePathOf(links.locale, links.countryHost))
  return (
    <div className="space-y-10 pt-4" data-testid="home-highlights">
      {highlights.blocks.length > 0 ? (
        <section aria-labelledby="highlights-title" className="space-y-4">
          <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight">
            {t('highlightsHeading')}
          </h2>
          {highlights.blocks.map((block) => (
            <ContentBlockView
              key={block.type}
              block={block}
              first={false}
              links={links}
              headingLevel={3}
            />
          ))}
        </section>
      ) : null}
      {highlights.releases.length > 0 ? (
        <section aria-labelledby="latest-press-title" className="space-y-4">
          <h2 id="latest-press-title" className="text-2xl font-semibold tracking-tight">
            {t('latestPressHeading')}
          </h2>
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="home-press"
            {...trackLinkAttribute({ type: 'press_release_card_click' })}
          >
            {highlights.releases.map((release) => (
              <li key={release.slug}>
                <PressReleaseCard
                  className="h-full"
                  headingLevel={3}
                  title={release.title}
                  teaser={release.teaser}
                  href={href('pressRelease', { slug: release.slug })}
                  publishedOn={{
                    iso: release.publishedOn,
                    label: new Intl.DateTimeFormat(market.tag, dateFormat).format(
                      new Date(release.publishedOn),
                    ),
                  }}
                />
              </li>
            ))}
          </ul>
          <a
            href={href('press')}
            className="inline-flex text-sm font-medium text-primary underline"
          >
            {t('allPress')}
          </a>
        </section>
      ) : null}
    </div>
  )
}
