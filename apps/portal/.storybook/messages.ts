import { messageLanguage, type PortalLocale } from '../i18n/locales'
import deAuth from '../messages/de/auth.json'
import deConsent from '../messages/de/consent.json'
import deCustomer from '../messages/de/customer.json'
import deOffers from '../messages/de/offers.json'
import dePages from '../messages/de/pages.json'
import deSavings from '../messages/de/savings.json'
import deShell from '../messages/de/shell.json'
import enAuth from '../messages/en/auth.json'
import enConsent from '../messages/en/consent.json'
import enCustomer from '../messages/en/customer.json'
import enOffers from '../messages/en/offers.json'
import enPages from '../messages/en/pages.json'
import enSavings from '../messages/en/savings.json'
import enShell from '../messages/en/shell.json'

/** The portal's real catalogues, loaded up front: stories render synchronously. */
const catalogues = {
  de: { ...deShell, ...deOffers, ...dePages, ...deAuth, ...deConsent, ...deCustomer, ...deSavings },
  en: { ...enShell, ...enOffers, ...enPages, ...enAuth, ...enConsent, ...enCustomer, ...enSavings },
}

export type StoryMessages = (typeof catalogues)['en']

export function messagesOf(locale: PortalLocale): StoryMessages {
  return catalogues[messageLanguage(locale)] as StoryMessages
}
