import { getRequestConfig } from 'next-intl/server'
import { defaultLocale, isPortalLocale, messageLanguage } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isPortalLocale(requested) ? requested : defaultLocale
  const messages = (await import(`../messages/${messageLanguage(locale)}.json`)).default
  return { locale, messages }
})
