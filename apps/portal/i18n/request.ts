import { getRequestConfig } from 'next-intl/server'
import { loadMessages } from '@/messages/catalogue'
import { defaultLocale, isPortalLocale, messageLanguage } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isPortalLocale(requested) ? requested : defaultLocale
  return { locale, messages: await loadMessages(messageLanguage(locale)) }
})
