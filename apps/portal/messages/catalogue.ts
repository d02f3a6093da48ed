import type { MessageLanguage } from '@/i18n/locales'

/**
 * Message files per feature, one JSON file per language each (messages/<language>/<file>.json),
 * so features can be translated and reviewed independently.
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
      async (file) => (await import(`./${language}/${file}.json`)).default as Messages,
    ),
  )
  return Object.assign({}, ...parts)
}
