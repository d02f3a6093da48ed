import { marketOf } from '@portal/domain/markets'
import type { MessageLanguage, PortalLocale } from '@/i18n/locales'

/**
 * Message files per feature, one JSON file per language each
 * (`languages/<language>/portal/<file>.json`, beside the bank's texts of that language), so
 * features can be translated and reviewed independently.
 */
export const messageFiles = [
  'shell',
  'offers',
  'pages',
  'auth',
  'consent',
  'customer',
  'savings',
  'money',
  'customer-data',
  'investments',
] as const

export type Messages = Record<string, Record<string, unknown>>

export async function loadMessages(language: MessageLanguage): Promise<Messages> {
  const parts = await Promise.all(
    messageFiles.map(
      async (file) =>
        (await import(`../../../languages/${language}/portal/${file}.json`)).default as Messages,
    ),
  )
  return Object.assign({}, ...parts)
}

/** Strings of a catalogue with ß written as ss, as Swiss German does (Strasse, Grüsse). */
export function withoutEszett(messages: Messages): Messages {
  return JSON.parse(JSON.stringify(messages).replaceAll('ß', 'ss')) as Messages
}

/** The catalogue a market's pages use: its language, in its spelling. */
export async function messagesOfLocale(locale: PortalLocale): Promise<Messages> {
  const market = marketOf(locale)
  const messages = await loadMessages(market.language)
  return market.writesEszett ? messages : withoutEszett(messages)
}
