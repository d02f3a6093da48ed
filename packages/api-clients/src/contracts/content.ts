import { PageContentType, ProductType } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export { PageContentType, pageContentTypes } from '@portal/domain'
export { contentServicePrefix } from '../service-prefixes'

/** A content locale, e.g. `de-de`; unknown locales fall back to English. */
export const ContentLocale = z.string().regex(/^[a-z]{2}-[a-z]{2}$/)

/** A link target; relative paths are portal paths, absolute URLs leave the portal. */
export const CallToAction = z.object({ label: z.string().min(1), href: z.string().min(1) })
export type CallToAction = z.infer<typeof CallToAction>

export const HeroBlock = z.object({
  type: z.literal('hero'),
  heading: z.string(),
  text: z.string(),
  cta: CallToAction.nullable(),
})

export const MediaTile = z.object({
  /** Relative `/assets/...` paths resolve against the API base URL. */
  imageUrl: z.string(),
  imageAlt: z.string(),
  heading: z.string(),
  text: z.string(),
  cta: CallToAction.nullable(),
})
export type MediaTile = z.infer<typeof MediaTile>

export const MediaTilesBlock = z.object({
  type: z.literal('media_tiles'),
  tiles: z.array(MediaTile),
})

export const ClickableCard = z.object({ heading: z.string(), text: z.string(), href: z.string() })
export type ClickableCard = z.infer<typeof ClickableCard>

export const ClickableCardsBlock = z.object({
  type: z.literal('clickable_cards'),
  cards: z.array(ClickableCard),
})

/** Placeholder for the offers table of a product type, filled by the portal from `/dbs/v1`. */
export const OffersTableBlock = z.object({
  type: z.literal('offers_table'),
  productType: ProductType,
  limit: z.number().int().positive(),
})

/** Trusted HTML written in the CMS; the portal still sanitises it before rendering. */
export const RichTextBlock = z.object({ type: z.literal('rich_text'), html: z.string() })

export const ContentBlock = z.discriminatedUnion('type', [
  HeroBlock,
  MediaTilesBlock,
  ClickableCardsBlock,
  OffersTableBlock,
  RichTextBlock,
])
export type ContentBlock = z.infer<typeof ContentBlock>
export type ContentBlockType = ContentBlock['type']

export const ContentPage = z.object({
  slug: z.string().min(1),
  /** The locale the content is written in (after fallback), e.g. `en-gb` for `fr-fr`. */
  locale: ContentLocale,
  contentType: PageContentType,
  title: z.string(),
  description: z.string(),
  blocks: z.array(ContentBlock),
})
export type ContentPage = z.infer<typeof ContentPage>

export const PressReleaseSummary = z.object({
  slug: z.string().min(1),
  title: z.string(),
  teaser: z.string(),
  publishedOn: z.iso.date(),
})
export type PressReleaseSummary = z.infer<typeof PressReleaseSummary>

export const PressRelease = PressReleaseSummary.extend({
  locale: ContentLocale,
  contentType: z.literal('press_release_page'),
  html: z.string(),
})
export type PressRelease = z.infer<typeof PressRelease>

export const ContentQuery = z.object({ locale: ContentLocale.optional() })
export type ContentQuery = z.input<typeof ContentQuery>

export const PressReleaseListQuery = ContentQuery.extend({
  page: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(50).optional(),
})
export type PressReleaseListQuery = z.input<typeof PressReleaseListQuery>

/** Newest first. */
export const PressReleasePage = z.object({
  items: z.array(PressReleaseSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
})
export type PressReleasePage = z.infer<typeof PressReleasePage>

/** Content service (`/cms/v1`), public. Unknown pages answer 404 `pageNotFound`. */
export const contentContract = {
  getPage: defineEndpoint({
    method: 'GET',
    path: '/pages/:slug',
    auth: 'none',
    params: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) }),
    query: ContentQuery,
    response: ContentPage,
  }),
  listPressReleases: defineEndpoint({
    method: 'GET',
    path: '/press-releases',
    auth: 'none',
    query: PressReleaseListQuery,
    response: PressReleasePage,
  }),
  getPressRelease: defineEndpoint({
    method: 'GET',
    path: '/press-releases/:slug',
    auth: 'none',
    params: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) }),
    query: ContentQuery,
    response: PressRelease,
  }),
}
