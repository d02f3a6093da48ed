import { ClickableCard } from '@portal/ui/clickable-card'
import { Hero } from '@portal/ui/hero'
import { MediaTile } from '@portal/ui/media-tile'
import { assetUrl } from '@/lib/content/asset-url'
import { contentHref } from '@/lib/content/content-href'
import type { ShownBlock } from '@/lib/content/shown-blocks'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import type { LinkBase } from '@/lib/routing/link-base'
import { trackLinkAttribute } from '@/lib/tracking/track-link'
import { OffersTableBlock } from './offers-table-block'
import { RichText } from './rich-text'

type Cta = { label: string; href: string } | null

function localCta(cta: Cta, links: LinkBase) {
  const href = cta ? contentHref(cta.href, links) : undefined
  return cta && href ? { label: cta.label, href } : null
}

/**
 * One CMS block; `first` makes an opening hero the page's h1. Tiles and cards carry h2 headings
 * on a content page, h3 (`headingLevel`) inside a section of another page. Its links are
 * addressed as the page's host addresses them (`links`, lib/page/page-links).
 */
export function ContentBlockView({
  block,
  first,
  links,
  headingLevel = 2,
}: {
  block: ShownBlock
  first: boolean
  links: LinkBase
  headingLevel?: 2 | 3
}) {
  const locale = usePortalLocale()
  switch (block.type) {
    case 'hero':
      return (
        <Hero
          heading={block.heading}
          text={block.text}
          cta={localCta(block.cta, links)}
          level={first ? 1 : 2}
          {...trackLinkAttribute({ type: 'hero_cta_click' })}
        />
      )
    case 'media_tiles':
      return (
        <div
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          {...trackLinkAttribute({ type: 'media_tile_cta_click' })}
        >
          {block.tiles.map((tile) => (
            <MediaTile
              key={tile.heading}
              imageUrl={assetUrl(tile.imageUrl, locale) ?? ''}
              imageAlt={tile.imageAlt}
              heading={tile.heading}
              text={tile.text}
              cta={localCta(tile.cta, links)}
              headingLevel={headingLevel}
            />
          ))}
        </div>
      )
    case 'clickable_cards':
      return (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          {...trackLinkAttribute({ type: 'clickable_card_click' })}
        >
          {block.cards.flatMap((card) => {
            const href = contentHref(card.href, links)
            return href
              ? [
                  <ClickableCard
                    key={card.heading}
                    heading={card.heading}
                    text={card.text}
                    href={href}
                    headingLevel={headingLevel}
                  />,
                ]
              : []
          })}
        </div>
      )
    case 'offers_table':
      return <OffersTableBlock productType={block.productType} offers={block.offers} />
    case 'rich_text':
      return <RichText html={block.html} className="max-w-3xl" />
  }
}
