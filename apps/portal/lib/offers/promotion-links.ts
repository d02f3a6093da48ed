import { localeHref } from '@/lib/routing/href'

/**
 * The locale of the German CMS, where the promotion pages live (spec §2: the invest and pension
 * tabs lead under the German CMS base path, from every market that shows them). The pages are
 * rendered by the content route under that locale (`/de-de/vermoegensverwaltung`).
 */
const germanCmsLocale = 'de-de'

/** The promotion tab's target; the same German page whichever market's table links to it. */
export function promotionHref(tab: 'invest' | 'pension'): string {
  return localeHref(germanCmsLocale)(tab === 'invest' ? 'investPromotion' : 'pensionPromotion')
}
