/// <reference types="vite/client" />
import { messageLanguage, type PortalLocale } from '../i18n/locales'
import { messageFiles } from '../messages/catalogue'

type Catalogue = Record<string, Record<string, unknown>>

// Every message file of both languages, read up front: stories render synchronously.
const files = import.meta.glob<Catalogue>('../messages/*/*.json', {
  eager: true,
  import: 'default',
})

function catalogueOf(language: 'de' | 'en'): Catalogue {
  return Object.assign(
    {},
    ...messageFiles.map((file) => files[`../messages/${language}/${file}.json`]),
  )
}

/** The portal's real catalogues, every file the portal loads (messages/catalogue.ts). */
const catalogues = { de: catalogueOf('de'), en: catalogueOf('en') }

export type StoryMessages = Catalogue

export function messagesOf(locale: PortalLocale): StoryMessages {
  return catalogues[messageLanguage(locale)]
}
