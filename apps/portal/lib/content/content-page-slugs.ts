/**
 * The content service's pages served directly under a locale (`/<locale>/<slug>`): the invest
 * and pension promotion targets, about us and the legal pages the footer links to. Other slugs
 * there are not pages of their own (the home hero, the press page).
 */
export const contentPageSlugs = [
  'about',
  'imprint',
  'privacy',
  'terms',
  'vermoegensverwaltung',
  'zinsportfolio',
] as const

export type ContentPageSlug = (typeof contentPageSlugs)[number]

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (contentPageSlugs as readonly string[]).includes(value)
}

/** The CMS page whose tiles and cards the home page shows below the offers. */
export const homeContentSlug = 'home-hero'
