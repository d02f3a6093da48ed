import { routePath } from '@/lib/routing/href'
import { type LinkBase, localePathHref } from '@/lib/routing/link-base'

/**
 * The locale of the German CMS, where the promotion pages live (spec §2: the invest and pension
 * tabs lead under the German CMS base path, from every market that shows them). The pages are
 * rendered by the content route under that locale (`/de-de/vermoegensverwaltung`).
 */
const germanCmsLocale = 'de-de'

/**
 * The promotion tab's target: the same German page whichever market's table links to it, as the
 * page's host reaches it (on the Dutch host, whose paths are all Dutch pages: on the .com domain).
 */
export function promotionHref(tab: 'invest' | 'pension', base: LinkBase): string {
  const path = routePath(tab === 'invest' ? 'investPromotion' : 'pensionPromotion')
  return localePathHref(base, germanCmsLocale, path)
}
