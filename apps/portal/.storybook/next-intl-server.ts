import { createFormatter, createTranslator } from 'next-intl'
import type { PortalLocale } from '../i18n/locales'
import { messagesOf } from './messages'

/**
 * Stand-in for `next-intl/server` in the browser (aliased in main.ts): the server components'
 * `getTranslations({ locale, namespace })` translate from the real catalogues.
 */
export const timeZone = 'Europe/Berlin'

/** The story's locale (the toolbar's `locale` global), set by the preview's decorator. */
let storyLocale: PortalLocale = 'de-de'

export function setStoryLocale(locale: PortalLocale) {
  storyLocale = locale
}

type Options = { locale?: string; namespace?: string }

export async function getTranslations(options: Options | string = {}) {
  const { locale = storyLocale, namespace } =
    typeof options === 'string' ? { namespace: options } : options
  return createTranslator({
    locale,
    messages: messagesOf(locale as PortalLocale),
    namespace: namespace as never,
    timeZone,
  })
}

export async function getMessages(options: { locale?: string } = {}) {
  return messagesOf((options.locale ?? storyLocale) as PortalLocale)
}

export async function getLocale() {
  return storyLocale
}

export async function getFormatter(options: { locale?: string } = {}) {
  return createFormatter({ locale: options.locale ?? storyLocale, timeZone })
}

export function setRequestLocale() {}
