import { type Market, marketOf, spelledFor } from '@portal/domain/markets'
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

/** A catalogue's strings as the market spells them (`spelledFor`: ss for ß in de-CH). */
export function spelledCatalogue(messages: Messages, market: Pick<Market, 'writesEszett'>) {
  return market.writesEszett
    ? messages
    : (JSON.parse(spelledFor(market, JSON.stringify(messages))) as Messages)
}

/** The catalogue a market's pages use: its language, in its spelling. */
export async function messagesOfLocale(locale: PortalLocale): Promise<Messages> {
  const market = marketOf(locale)
  const messages = await loadMessages(market.language)
  return spelledCatalogue(messages, market)
}
