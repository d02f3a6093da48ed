import type { PortalLocale } from '@portal/domain/locales'

export {
  defaultLocale,
  isPortalLocale,
  localeInfos,
  type PortalLocale,
  portalLocales,
} from '@portal/domain/locales'

/** Message catalogues that exist; every other language falls back to English. */
export const messageLanguages = ['en', 'de'] as const
export type MessageLanguage = (typeof messageLanguages)[number]

export function messageLanguage(locale: PortalLocale): MessageLanguage {
  return locale.startsWith('de-') ? 'de' : 'en'
}
