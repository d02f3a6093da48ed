import { getRequestConfig } from 'next-intl/server'
import { messagesOfLocale } from '@/messages/catalogue'
import { defaultLocale, isPortalLocale } from './locales'

/**
 * The zone next-intl formats dates in: the server's, as next-intl's own default, but read once
 * (next-intl reads it with a new `Intl.DateTimeFormat` on every request when none is given).
 */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isPortalLocale(requested) ? requested : defaultLocale
  return { locale, timeZone, messages: await messagesOfLocale(locale) }
})
