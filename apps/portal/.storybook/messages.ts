/// <reference types="vite/client" />

import { marketOf } from '@portal/domain/markets'
import { type MessageLanguage, messageLanguage, type PortalLocale } from '../i18n/locales'
import { messageFiles, spelledCatalogue } from '../messages/catalogue'

type Catalogue = Record<string, Record<string, unknown>>

// Every message file of every language, read up front: stories render synchronously.
const files = import.meta.glob<Catalogue>('../../../languages/*/portal/*.json', {
  eager: true,
  import: 'default',
})

function catalogueOf(language: MessageLanguage): Catalogue {
  return Object.assign(
    {},
    ...messageFiles.map((file) => files[`../../../languages/${language}/portal/${file}.json`]),
  )
}

export type StoryMessages = Catalogue

/** The portal's real catalogue of the locale's language, every file the portal loads (messages/catalogue.ts). */
export function messagesOf(locale: PortalLocale): StoryMessages {
  const messages = catalogueOf(messageLanguage(locale))
  return spelledCatalogue(messages, marketOf(locale))
}
