import type { PortalLocale } from '@portal/domain/locales'

/**
 * Base path of the German CMS pages that the promotion tabs lead to. The content pages live
 * directly under the locale (`/<locale>/vermoegensverwaltung`), rendered by the content routes.
 */
export function cmsBasePath(locale: PortalLocale): string {
  return `/${locale}`
}

export const promotionPaths = {
  invest: 'vermoegensverwaltung',
  pension: 'zinsportfolio',
} as const

export function promotionHref(locale: PortalLocale, tab: keyof typeof promotionPaths): string {
  return `${cmsBasePath(locale)}/${promotionPaths[tab]}`
}
