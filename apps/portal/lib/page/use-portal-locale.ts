import { useLocale } from 'next-intl'
import { defaultLocale, isPortalLocale, type PortalLocale } from '@/i18n/locales'

/** The page's locale from the intl context (server and client components alike). */
export function usePortalLocale(): PortalLocale {
  const locale = useLocale()
  return isPortalLocale(locale) ? locale : defaultLocale
}
