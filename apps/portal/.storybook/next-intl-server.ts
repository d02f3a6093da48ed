import { createFormatter, createTranslator } from 'next-intl'
import type { PortalLocale } from '../i18n/locales'
import { messagesOf } from './messages'

/**
 * Stand-in for `next-intl/server` in the browser (aliased in main.ts): the server components'
 * `getTranslations({ locale, namespace })` translate from the real catalogues.
 */
export const timeZone = 'Europe/Berlin'

export async function getTranslations(options: { locale: string; namespace?: string }) {
  return createTranslator({
    locale: options.locale,
    messages: messagesOf(options.locale as PortalLocale),
    namespace: options.namespace as never,
    timeZone,
  })
}

export async function getMessages(options: { locale: string }) {
  return messagesOf(options.locale as PortalLocale)
}

export async function getLocale() {
  return 'de-de'
}

export async function getFormatter(options: { locale: string }) {
  return createFormatter({ locale: options.locale, timeZone })
}

export function setRequestLocale() {}
