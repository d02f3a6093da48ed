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

const catalogues = new Map<PortalLocale, Promise<Messages>>()

/**
 * The catalogue a market's pages use: its language, in its spelling. Made once per locale and
 * shared by every request (read only): merging the files, and de-CH's spelling, on each request
 * cost every page; one object per locale also lets the client-message picks beside it be reused.
 */
export function messagesOfLocale(locale: PortalLocale): Promise<Messages> {
  let catalogue = catalogues.get(locale)
  if (catalogue === undefined) {
    const market = marketOf(locale)
    catalogue = loadMessages(market.language).then((messages) => spelledCatalogue(messages, market))
    catalogue.catch(() => catalogues.delete(locale))
    catalogues.set(locale, catalogue)
  }
  return catalogue
}
