import { getRequestConfig } from 'next-intl/server'
import { messagesOfLocale } from '@/messages/catalogue'
import { defaultLocale, isPortalLocale } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isPortalLocale(requested) ? requested : defaultLocale
  return { locale, messages: await messagesOfLocale(locale) }
})
