import type { PortalLocale } from '@portal/domain/locales'

/**
 * Base path of the German CMS, where the promotion pages live (spec §2: the invest and pension
 * tabs lead under the German CMS base path, from every market that shows them). The pages are
 * rendered by the content route under that locale (`/de-de/vermoegensverwaltung`).
 */
export const germanCmsBasePath = '/de-de'

export const promotionPaths = {
  invest: 'vermoegensverwaltung',
  pension: 'zinsportfolio',
} as const

/** The promotion tab's target; the same German page whichever market's table links to it. */
export function promotionHref(_locale: PortalLocale, tab: keyof typeof promotionPaths): string {
  return `${germanCmsBasePath}/${promotionPaths[tab]}`
}
