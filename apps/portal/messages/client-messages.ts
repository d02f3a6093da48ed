import type { Messages } from './catalogue'

/**
 * Namespaces that client components read with `useTranslations`. Only these are serialised into
 * every page for the browser; server components translate on the server and ship none of theirs.
 */
export const clientNamespaces = ['Auth', 'Consent', 'Error', 'Flags', 'NotFound'] as const

export function clientMessages(messages: Messages): Messages {
  return Object.fromEntries(
    clientNamespaces.flatMap((namespace) =>
      messages[namespace] ? [[namespace, messages[namespace]]] : [],
    ),
  )
}
